import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { useState } from 'react';
import { TextField } from '../../../ui/form-field';
import { useSaveNotice, type NoticeInput } from '../../api/content';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import {
  filledTranslations,
  LanguageTabs,
  TextAreaField,
  publishingBody,
  PublishingFields,
  usePublishing,
} from './content-kit';
import { HelpArticlePreview, NoticeBarPreview, PopupNoticePreview, PreviewFrame } from './content-previews';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';

export type OpsNotice = CallValue<typeof opsContentCalls.notices>[number];
export type NoticeType = 'PL' | 'PU' | 'H';
type Texts = Partial<Record<LanguageCode, { title: string; content: string }>>;

const AUDIENCES = ['all', 'members', 'agents'] as const;
const EXECUTIONS = ['A', 'B', 'F'] as const;
const SPEEDS = ['HIGH', 'NORMAL', 'LOW'] as const;

/**
 * Creates or edits an announcement: a player notice (notice bar and dialog), a popup announcement
 * (after login, before login or first login only) or a help-page notice; texts in every language the
 * brand offers, who sees it and when; with the player's view beside it.
 */
export function NoticeEditor({
  notice,
  defaultType,
  onClose,
  onSaved,
}: {
  notice: OpsNotice | null;
  defaultType: NoticeType;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const save = useSaveNotice();
  const [type, setType] = useState<NoticeType>(notice?.type ?? defaultType);
  const [texts, setTexts] = useState<Texts>((notice?.translations as Texts | undefined) ?? {});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [audience, setAudience] = useState<(typeof AUDIENCES)[number]>(notice?.audience ?? 'all');
  const [execution, setExecution] = useState<(typeof EXECUTIONS)[number]>(notice?.execution ?? 'A');
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(notice?.displaySpeed ?? 'NORMAL');
  const [link, setLink] = useState(notice?.externalLink ?? '');
  const publishing = usePublishing(notice);
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);

  const current = texts[language] ?? { title: '', content: '' };
  const shown = current.title || current.content ? current : (texts.EN ?? current);
  // A fix clears the last refusal, so the message never describes an older state.
  const setText = (field: 'title' | 'content', value: string) => {
    setError(null);
    setTexts({ ...texts, [language]: { ...current, [field]: value } });
  };

  function submit(close: () => void) {
    if (save.isPending) return;
    if (!texts.EN?.title.trim() || !texts.EN.content.trim()) {
      setLanguage('EN');
      return setError(t('content_en_required'));
    }
    const body: NoticeInput = {
      ...(notice ? { id: notice.id } : {}),
      type,
      audience,
      execution: type === 'PU' ? execution : null,
      displaySpeed: speed,
      externalLink: link.trim(),
      translations: filledTranslations(texts) as NoticeInput['translations'],
      ...publishingBody(publishing.value),
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(notice ? 'notice_edit' : 'notice_new')}
      width={960}
      testId="ops-notice-editor"
      saveTestId="ops-notice-save"
      busy={save.isPending}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              name="type"
              label={t('notice_type')}
              value={type}
              onChange={(value) => value && setType(value)}
              options={(['PL', 'PU', 'H'] as const).map((v) => ({
                value: v,
                label: t(`notice_type_${v}` as OpsTextKey),
              }))}
            />
            <FilterSelect
              name="audience"
              label={t('notice_audience')}
              value={audience}
              onChange={(value) => value && setAudience(value)}
              options={AUDIENCES.map((v) => ({ value: v, label: t(`notice_audience_${v}` as OpsTextKey) }))}
            />
            {type === 'PU' ? (
              <FilterSelect
                name="execution"
                label={t('notice_execution')}
                value={execution}
                onChange={(value) => value && setExecution(value)}
                options={EXECUTIONS.map((v) => ({
                  value: v,
                  label: t(`notice_execution_${v}` as OpsTextKey),
                }))}
              />
            ) : (
              <FilterSelect
                name="displaySpeed"
                label={t('notice_speed')}
                value={speed}
                onChange={(value) => value && setSpeed(value)}
                options={SPEEDS.map((v) => ({ value: v, label: t(`notice_speed_${v}` as OpsTextKey) }))}
              />
            )}
            <TextField
              label={t('notice_link')}
              name="externalLink"
              value={link}
              placeholder="https://"
              onChange={(e) => setLink(e.currentTarget.value)}
              maxLength={500}
            />
          </div>
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
              hint={t('content_html_hint')}
            />
          </fieldset>
        </div>
        <div className="grid content-start gap-4">
          <PreviewFrame caption={t(`notice_type_${type}` as OpsTextKey)} testId="ops-notice-preview">
            {type === 'PL' ? (
              <NoticeBarPreview title={shown.title} content={shown.content} />
            ) : type === 'PU' ? (
              <PopupNoticePreview title={shown.title} content={shown.content} />
            ) : (
              <HelpArticlePreview category={t('notice_type_H')} title={shown.title} content={shown.content} />
            )}
          </PreviewFrame>
          <PublishingFields value={publishing.value} onChange={publishing.change} />
        </div>
      </div>
    </EditorDialog>
  );
}
