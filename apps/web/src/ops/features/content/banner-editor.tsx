import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { LINKAGE_TYPES, type LinkageType } from '@jade/contract/content';
import { BANNER_GROUPS } from '@jade/contract/content-constants';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Spinner, TextField } from '../../../ui/form-field';
import {
  uploadImage,
  useContentLanguages,
  useSaveBanner,
  type BannerGroup,
  type BannerInput,
} from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';
import { publishingBody, PublishingFields, usePublishing } from './content-kit';

type Banner = CallValue<typeof opsContentCalls.banners>[number];
type Texts = Partial<Record<LanguageCode, { title: string; alt: string }>>;

/**
 * Creates or edits a banner: the page group, an uploaded picture, its title and description in each
 * language the brand offers (English required), where a tap leads, and when it shows; with a preview.
 */
export function BannerEditor({
  banner,
  defaultGroup,
  onClose,
  onSaved,
}: {
  banner: Banner | null;
  defaultGroup: BannerGroup;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const languages = useContentLanguages();
  const save = useSaveBanner();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [group, setGroup] = useState<BannerGroup>(banner?.groupName ?? defaultGroup);
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [texts, setTexts] = useState<Texts>((banner?.translations as Texts | undefined) ?? {});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [linkType, setLinkType] = useState<LinkageType>(
    (banner?.linkageType as LinkageType | undefined) ?? 'NONE',
  );
  const [link, setLink] = useState(banner?.linkage ?? '');
  const publishing = usePublishing(banner);
  const [uploading, setUploading] = useState(false);
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);

  const offered = (languages.data?.languages ?? ['EN']) as LanguageCode[];
  const ordered: LanguageCode[] = ['EN', ...offered.filter((code) => code !== 'EN')];
  const current = texts[language] ?? { title: '', alt: '' };
  const setText = (field: 'title' | 'alt', value: string) =>
    setTexts({ ...texts, [language]: { ...current, [field]: value } });

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setImageUrl((await uploadImage(file)).url);
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function submit(close: () => void) {
    if (save.isPending || uploading) return;
    if (!imageUrl) return setError(t('banner_image_required'));
    if (!texts.EN?.alt.trim()) {
      setLanguage('EN');
      return setError(t('banner_alt_required'));
    }
    const translations = Object.fromEntries(
      Object.entries(texts).filter(([, v]) => v && (v.title.trim() || v.alt.trim())),
    ) as BannerInput['translations'];
    const body: BannerInput = {
      ...(banner ? { id: banner.id } : {}),
      groupName: group,
      imageUrl,
      translations,
      link: { linkageType: linkType, linkage: linkType === 'NONE' ? '' : link.trim() },
      ...publishingBody(publishing.value),
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(banner ? 'banner_edit' : 'banner_new')}
      width={860}
      testId="ops-banner-editor"
      saveTestId="ops-banner-save"
      busy={save.isPending || uploading}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <FilterSelect
            name="groupName"
            label={t('banner_group')}
            value={group}
            onChange={(value) => value && setGroup(value)}
            options={BANNER_GROUPS.map((g) => ({ value: g, label: t(`group_${g}` as OpsTextKey) }))}
          />
          <div>
            <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('banner_image')}</p>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              data-testid="ops-banner-file"
              onChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
            <label
              htmlFor={fileId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-line-strong px-4 text-sm font-semibold text-fg hover:bg-surface-2"
            >
              {uploading && <Spinner />}
              {t(uploading ? 'banner_uploading' : imageUrl ? 'banner_replace' : 'banner_upload')}
            </label>
            <p className="mt-1.5 text-xs text-subtle">{t('banner_image_hint')}</p>
          </div>
          <fieldset className="grid gap-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-[13px] font-semibold text-muted">{t('banner_texts')}</legend>
            <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('banner_texts')}>
              {ordered.map((code) => (
                <button
                  key={code}
                  type="button"
                  aria-pressed={language === code}
                  onClick={() => setLanguage(code)}
                  className={cn(
                    'rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
                    language === code ? 'bg-brand text-white ring-brand' : 'text-muted ring-line-strong',
                    texts[code]?.title || texts[code]?.alt ? 'font-bold' : '',
                  )}
                >
                  {languageInfo(code).english}
                  {code === 'EN' && ' *'}
                </button>
              ))}
            </div>
            <TextField
              label={`${t('banner_title')} · ${languageInfo(language).english}`}
              name="title"
              value={current.title}
              onChange={(e) => setText('title', e.currentTarget.value)}
              maxLength={120}
              dir="auto"
            />
            <TextField
              label={`${t('banner_alt')} · ${languageInfo(language).english}`}
              name="alt"
              value={current.alt}
              onChange={(e) => setText('alt', e.currentTarget.value)}
              maxLength={200}
              requiredMark={language === 'EN'}
              dir="auto"
            />
            <p className="text-xs text-subtle">{t('banner_texts_hint')}</p>
          </fieldset>
        </div>
        <div className="grid content-start gap-4">
          <div>
            <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('banner_preview')}</p>
            <div
              className="relative aspect-[3/1] overflow-hidden rounded-2xl bg-surface-3"
              data-testid="ops-banner-preview"
            >
              {imageUrl && (
                <img
                  src={imageUrl}
                  alt={current.alt || texts.EN?.alt || ''}
                  className="h-full w-full object-cover"
                />
              )}
              {(current.title || texts.EN?.title) && (
                <p
                  className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-4 pt-6 pb-3 text-sm font-bold text-white"
                  dir="auto"
                >
                  {current.title || texts.EN?.title}
                </p>
              )}
            </div>
          </div>
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
