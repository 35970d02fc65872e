import { useLocation } from 'react-router';
import { CATEGORY_PAGES } from '../../config/paths';
import { CategoryPage } from '../../features/games/category-pages';

/** /sports, /esports, /lott, /elott: the category comes from the route. */
export function Component() {
  const { pathname } = useLocation();
  const category = CATEGORY_PAGES[pathname as keyof typeof CATEGORY_PAGES] ?? 'SPORTS';
  return <CategoryPage key={category} category={category} />;
}
