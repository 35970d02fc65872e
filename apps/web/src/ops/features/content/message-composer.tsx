import { SEGMENT_VIP_MAX, type MessageAudience } from '@jade/contract/content';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { useState } from 'react';
import { TextField } from '../../../ui/form-field';
import { useSendMessage, type SendMessageInput } from '../../api/content';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { filledTranslations, fromLocal, LanguageTabs, TextAreaField } from './content-kit';
import { MessagePreview, PreviewFrame } from './content-previews';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';

type Texts = Partial<Record<LanguageCode, { title: string; content: string }>>;
const AUDIENCES = ['member', 'segment', 'all'] as const satisfies readonly MessageAudience[];

const level = (text: string, fallback: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * Writes a platform message to one player (by username), a segment (VIP levels, registration period)
 * or every player, in each language the brand offers, previewed as the message centre shows it.
 */
export function MessageComposer({ onClose, onSent }: { onClose(): void; onSent(text: string): void }) {
  const { t } = useOpsText();
  const send = useSendMessage();
  const [audience, setAudience] = useState<MessageAudience>('member');
  const [username, setUsername] = useState('');
  const [merchant, setMerchant] = useState('');
  const [vipMin, setVipMin] = useState('0');
  const [vipMax, setVipMax] = useState(String(SEGMENT_VIP_MAX));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [texts, setTexts] = useState<Texts>({});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const {
    error,
    setError,
    send: sendEdit,
  } = useEditorSave(send, (sent) =>
    onSent(sent.recipientCount !== null ? t('msg_sent_segment', { 0: sent.recipientCount }) : t('msg_sent')),
  );

  const current = texts[language] ?? { title: '', content: '' };
  const shown = current.title || current.content ? current : (texts.EN ?? current);
  // A fix clears the last refusal, so the message never describes an older state.
  const setText = (field: 'title' | 'content', value: string) => {
    setError(null);
    setTexts({ ...texts, [language]: { ...current, [field]: value } });
  };

  function submit(close: () => void) {
    if (send.isPending) return;
    if (audience === 'member' && !username.trim()) return setError(t('msg_username_required'));
    if (!texts.EN?.title.trim() || !texts.EN.content.trim()) {
      setLanguage('EN');
      return setError(t('content_en_required'));
    }
    const body: SendMessageInput = {
      audience,
      translations: filledTranslations(texts) as SendMessageInput['translations'],
      ...(audience === 'member' ? { username: username.trim() } : {}),
      ...(merchant.trim() ? { merchant: merchant.trim() } : audience === 'all' ? { merchant: null } : {}),
      ...(audience === 'segment'
        ? {
            segment: {
              vipMin: level(vipMin, 0),
              vipMax: level(vipMax, SEGMENT_VIP_MAX),
              registeredFrom: fromLocal(from),
              registeredTo: fromLocal(to),
            },
          }
        : {}),
    };
    if (audience === 'all' && !window.confirm(t('msg_all_confirm'))) return;
    sendEdit(body, close);
  }

  return (
    <EditorDialog
      title={t('msg_new')}
      width={960}
      testId="ops-message-composer"
      saveTestId="ops-message-send"
      saveLabel={t('msg_send')}
      busy={send.isPending}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              name="audience"
              label={t('msg_audience')}
              value={audience}
              onChange={(value) => value && setAudience(value)}
              options={AUDIENCES.map((v) => ({ value: v, label: t(`msg_audience_${v}` as OpsTextKey) }))}
            />
            <TextField
              label={t(audience === 'all' ? 'msg_merchant_all' : 'msg_merchant')}
              name="merchant"
              value={merchant}
              onChange={(e) => setMerchant(e.currentTarget.value)}
              maxLength={32}
            />
          </div>
          {audience === 'member' && (
            <TextField
              label={t('msg_username')}
              name="username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              maxLength={64}
              requiredMark
              autoComplete="off"
            />
          )}
          {audience === 'segment' && (
            <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-line p-3">
              <legend className="px-1 text-[13px] font-semibold text-muted">{t('msg_segment')}</legend>
              <TextField
                label={t('msg_vip_min')}
                name="vipMin"
                inputMode="numeric"
                value={vipMin}
                onChange={(e) => setVipMin(e.currentTarget.value)}
              />
              <TextField
                label={t('msg_vip_max')}
                name="vipMax"
                inputMode="numeric"
                value={vipMax}
                onChange={(e) => setVipMax(e.currentTarget.value)}
              />
              <TextField
                label={t('msg_registered_from')}
                name="registeredFrom"
                type="datetime-local"
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
              <TextField
                label={t('msg_registered_to')}
                name="registeredTo"
                type="datetime-local"
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
              <p className="col-span-2 text-xs text-subtle">{t('msg_segment_hint')}</p>
            </fieldset>
          )}
          <fieldset className="grid gap-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-[13px] font-semibold text-muted">{t('banner_texts')}</legend>
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              label={t('banner_texts')}
              filled={(code) => Boolean(texts[code]?.title || texts[code]?.content)}
            />
            <TextField
              label={`${t('banner_title')} · ${languageInfo(language).english}`}
              name="title"
              value={current.title}
              onChange={(e) => setText('title', e.currentTarget.value)}
              maxLength={200}
              requiredMark={language === 'EN'}
              dir="auto"
            />
            <TextAreaField
              label={`${t('content_html')} · ${languageInfo(language).english}`}
              name="content"
              value={current.content}
              onChange={(value) => setText('content', value)}
              requiredMark={language === 'EN'}
              hint={t('msg_content_hint')}
            />
          </fieldset>
        </div>
        <PreviewFrame caption={t('msg_preview_caption')} testId="ops-message-preview">
          <MessagePreview title={shown.title} content={shown.content} personal={audience === 'member'} />
        </PreviewFrame>
      </div>
    </EditorDialog>
  );
}
