import { useEffect, useState } from 'react';
import { Modal } from '../../../ui/modal/modal';
import { useOpsSession } from '../../lib/ops-session';
import { useOpsText } from '../../lib/use-ops-text';

/**
 * A payment image: a deposit's receipt or a withdrawal's proof. The image calls answer raw bytes
 * behind the operator's session, so the console fetches it with the token and shows it from a blob
 * URL (never a link that would work without the session).
 */
export function ReceiptDialog({ src, title, onClose }: { src: string; title: string; onClose(): void }) {
  const { t } = useOpsText();
  const token = useOpsSession((s) => s.token);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(src, {
      headers: token ? { Authorization: token } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setUrl(objectUrl);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, token]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width={640}
      minHeight={0}
      testId="ops-receipt"
    >
      <div className="grid min-h-40 place-items-center">
        {url ? (
          <img
            src={url}
            alt={title}
            className="max-h-[70vh] max-w-full rounded-lg object-contain"
            data-testid="ops-receipt-image"
          />
        ) : (
          <p className="text-sm text-muted">{failed ? t('load_failed', { 0: '' }) : t('loading')}</p>
        )}
      </div>
    </Modal>
  );
}
