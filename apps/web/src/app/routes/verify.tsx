import { VerifyPage } from '../../features/inhouse-games/verify/verify-page';

export function Component() {
  return <VerifyPage />;
}
