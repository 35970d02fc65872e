import { NoticeBar } from '../../features/announcements/notice-bar';
import { BannerStrip } from '../../features/banners/banner-strip';
import { HomeHero, HomePage } from '../../features/home/home-page';

/** Home (spec §2): the w_home banners (the brand hero when there are none), the notice bar, the lobby. */
export function Component() {
  return (
    <>
      <BannerStrip
        group="w_home"
        priority
        fallback={<HomeHero />}
        className="content-width pt-6 max-sm:pt-3"
      />
      <NoticeBar className="content-width mt-4 max-sm:mt-3" />
      <HomePage />
    </>
  );
}
