import type { CannedReply } from '@jade/contract/chat';
import { CANNED_TITLE_MAX, CHAT_MESSAGE_MAX } from '@jade/contract/chat-constants';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { useCannedReplies, useDeleteCanned, useSaveCanned } from '../../api/chat';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';

interface Draft {
  id?: number;
  title: string;
  text: string;
  sort: string;
}

const EMPTY: Draft = { title: '', text: '', sort: '0' };

/** The brand's canned replies: a list and one form to add or edit (each change is audited). */
export function CannedRepliesDialog({ onClose }: { onClose(): void }) {
  const { t } = useOpsText();
  const list = useCannedReplies();
  const save = useSaveCanned();
  const remove = useDeleteCanned();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const title = draft.title.trim();
  const text = draft.text.trim();
  const sort = Number(draft.sort);
  const valid =
    title.length > 0 &&
    text.length > 0 &&
    text.length <= CHAT_MESSAGE_MAX &&
    Number.isInteger(sort) &&
    sort >= 0 &&
    sort <= 9999;

  const edit = (reply: CannedReply) => {
    setMessage(null);
    setConfirmDelete(null);
    setDraft({ id: reply.id, title: reply.title, text: reply.text, sort: String(reply.sort) });
  };

  const submit = () => {
    if (!valid || save.isPending) return;
    setMessage(null);
    save.mutate(
      { ...(draft.id ? { id: draft.id } : {}), title, text, sort },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setMessage({ tone: 'success', text: t('canned_saved') });
        },
        onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
      },
    );
  };

  const del = (reply: CannedReply) => {
    if (confirmDelete !== reply.id) {
      setConfirmDelete(reply.id);
      setMessage({ tone: 'error', text: t('canned_delete_confirm', { 0: reply.title }) });
      return;
    }
    remove.mutate(reply.id, {
      onSuccess: () => {
        setConfirmDelete(null);
        if (draft.id === reply.id) setDraft(EMPTY);
        setMessage({ tone: 'success', text: t('canned_deleted') });
      },
      onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('canned_title')}
      width={640}
      minHeight={0}
      draggable={false}
      testId="ops-canned-dialog"
    >
      <p className="mb-4 text-sm text-muted">{t('canned_lead')}</p>
      {list.isPending ? (
        <p className="text-sm text-muted">{t('loading')}</p>
      ) : list.isError ? (
        <FormMessage>{t('load_failed', { 0: opsErrorText(t, list.error) })}</FormMessage>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted">{t('canned_none')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="ops-canned-list">
          {list.data.map((reply) => (
            <li
              key={reply.id}
              className="flex items-start gap-3 rounded-xl border border-line bg-surface-2 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">{reply.title}</p>
                <p className="mt-0.5 line-clamp-2 text-xs whitespace-pre-wrap text-muted">{reply.text}</p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <Button variant="outline" size="sm" onClick={() => edit(reply)}>
                  {t('edit')}
                </Button>
                <Button
                  variant={confirmDelete === reply.id ? 'danger' : 'ghost'}
                  size="sm"
                  onClick={() => del(reply)}
                  disabled={remove.isPending}
                >
                  {t('canned_delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <form
        className="mt-5 grid gap-3 rounded-xl border border-line p-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h3 className="text-sm font-bold">{draft.id ? t('canned_edit') : t('canned_new')}</h3>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_140px]">
          <TextField
            label={t('canned_name')}
            name="canned-title"
            value={draft.title}
            maxLength={CANNED_TITLE_MAX}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          />
          <TextField
            label={t('canned_sort')}
            name="canned-sort"
            inputMode="numeric"
            value={draft.sort}
            onChange={(e) => setDraft({ ...draft, sort: e.currentTarget.value })}
          />
        </div>
        <div>
          <label htmlFor="canned-text" className="mb-1.5 block text-[13px] font-semibold">
            {t('canned_text')}
          </label>
          <textarea
            id="canned-text"
            rows={3}
            value={draft.text}
            maxLength={CHAT_MESSAGE_MAX}
            onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })}
            className="block w-full resize-y rounded-xl border border-line-strong bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-brand focus:ring-2 focus:ring-focus/40"
          />
        </div>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <div className="flex justify-end gap-2">
          {draft.id && (
            <Button variant="outline" onClick={() => setDraft(EMPTY)}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" disabled={!valid || save.isPending} data-testid="ops-canned-save">
            {save.isPending && <Spinner />}
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
