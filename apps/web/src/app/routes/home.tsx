import { HomePage } from '../../features/home/home-page';

export function Component() {
  return <HomePage />;
}
