import { useTranslation } from '../../lib/use-translation';

/**
 * A vendor's game in the embedded frame of the /game page. The URL was checked by the caller
 * (lib/game-launch isFrameUrl: same-origin vendor pages only).
 */
export function VendorFrame({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      src={src}
      title={t('game_frame_title', { 0: title })}
      data-testid="game-frame"
      allow="autoplay; fullscreen"
      allowFullScreen
      className="absolute inset-0 h-full w-full border-0 bg-black"
    />
  );
}
