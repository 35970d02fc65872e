export { vendorLogoSvg, vendorIconSvg, type VendorArtInput } from './vendor-art';
export { categoryArtSvg } from './category-art';
export { gameArtSvg, type GameArtInput } from './game-art';
export { bannerArtSvg, BANNER_THEMES, type BannerArtInput, type BannerTheme } from './banner-art';
export { brandLogoSvg } from './brand-logo';
export { artworkRoutes } from './routes';
