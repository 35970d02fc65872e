import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { LINKAGE_TYPES, POPUP_KINDS, type LinkageType, type PopupKind } from '@jade/contract/content';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { useState } from 'react';
import { TextField } from '../../../ui/form-field';
import { useSavePopup, type PopupInput } from '../../api/content';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import {
  filledTranslations,
  ImageUpload,
  LanguageTabs,
  TextAreaField,
  publishingBody,
  PublishingFields,
  usePublishing,
} from './content-kit';
import { ContentPopupPreview, PreviewFrame } from './content-previews';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';

export type OpsPopup = CallValue<typeof opsContentCalls.popups>[number];
type Texts = Partial<Record<LanguageCode, { title: string; content: string; buttonText: string }>>;

/** Creates or edits a gift popup (before or after login) or the activity popup, with a preview. */
export function PopupEditor({
  popup,
  onClose,
  onSaved,
}: {
  popup: OpsPopup | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const save = useSavePopup();
  const [kind, setKind] = useState<PopupKind>(popup?.kind ?? 'gift_after_login');
  const [imageUrl, setImageUrl] = useState(popup?.imageUrl ?? '');
  const [texts, setTexts] = useState<Texts>((popup?.translations as Texts | undefined) ?? {});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [linkType, setLinkType] = useState<LinkageType>(popup?.linkageType ?? 'NONE');
  const [link, setLink] = useState(popup?.linkage ?? '');
  const publishing = usePublishing(popup);
  const [uploading, setUploading] = useState(false);
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);

  const blank = { title: '', content: '', buttonText: '' };
  const current = texts[language] ?? blank;
  const shown = current.title || current.content ? current : (texts.EN ?? current);
  // A fix clears the last refusal, so the message never describes an older state.
  const setText = (field: keyof typeof blank, value: string) => {
    setError(null);
    setTexts({ ...texts, [language]: { ...current, [field]: value } });
  };

  function submit(close: () => void) {
    if (save.isPending || uploading) return;
    if (!texts.EN?.title.trim()) {
      setLanguage('EN');
      return setError(t('content_en_required'));
    }
    const body: PopupInput = {
      ...(popup ? { id: popup.id } : {}),
      kind,
      imageUrl,
      link: { linkageType: linkType, linkage: linkType === 'NONE' ? '' : link.trim() },
      translations: filledTranslations(texts) as PopupInput['translations'],
      ...publishingBody(publishing.value),
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(popup ? 'popup_edit' : 'popup_new')}
      width={960}
      testId="ops-popup-editor"
      saveTestId="ops-popup-save"
      busy={save.isPending || uploading}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <FilterSelect
            name="kind"
            label={t('popup_kind')}
            value={kind}
            onChange={(value) => value && setKind(value)}
            options={POPUP_KINDS.map((v) => ({ value: v, label: t(`popup_kind_${v}` as OpsTextKey) }))}
          />
          <ImageUpload
            label={t('banner_image')}
            value={imageUrl}
            onChange={setImageUrl}
            onBusy={setUploading}
            testId="ops-popup-file"
            hint={t('popup_image_hint')}
          />
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
              rows={4}
              hint={t('content_html_hint')}
            />
            <TextField
              label={`${t('popup_button')} · ${languageInfo(language).english}`}
              name="buttonText"
              value={current.buttonText}
              onChange={(e) => setText('buttonText', e.currentTarget.value)}
              maxLength={60}
              dir="auto"
            />
          </fieldset>
        </div>
        <div className="grid content-start gap-4">
          <PreviewFrame caption={t(`popup_kind_${kind}` as OpsTextKey)} testId="ops-popup-preview">
            <ContentPopupPreview
              kind={kind}
              title={shown.title}
              content={shown.content}
              imageUrl={imageUrl}
              buttonText={shown.buttonText}
            />
          </PreviewFrame>
          <FilterSelect
            name="linkageType"
            label={t('banner_link')}
            value={linkType}
            onChange={(value) => value && setLinkType(value)}
            options={LINKAGE_TYPES.map((type) => ({ value: type, label: t(`link_${type}` as OpsTextKey) }))}
          />
          {linkType !== 'NONE' && (
            <TextField
              label={t('banner_link_value')}
              name="linkage"
              value={link}
              onChange={(e) => setLink(e.currentTarget.value)}
              maxLength={500}
            />
          )}
          <PublishingFields value={publishing.value} onChange={publishing.change} />
        </div>
      </div>
    </EditorDialog>
  );
}
