import { NoticePage } from '../../features/announcements/notice-page';

export function Component() {
  return <NoticePage />;
}
