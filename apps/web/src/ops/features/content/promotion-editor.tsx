import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_TYPES,
  type PromotionCategory,
  type PromotionType,
} from '@jade/contract/content';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField, TextField } from '../../../ui/form-field';
import { useSavePromotion, type PromotionInput } from '../../api/content';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import {
  filledTranslations,
  fromLocal,
  ImageUpload,
  LanguageTabs,
  TextAreaField,
  toLocal,
  when,
} from './content-kit';
import { PreviewFrame, PromotionPreview } from './content-previews';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';

export type OpsPromotion = CallValue<typeof opsContentCalls.promotions>[number];
type Texts = Partial<Record<LanguageCode, { title: string; summary: string; content: string }>>;

/** At most six extra pictures on the detail page (the contract's limit). */
const MAX_IMAGES = 6;

/**
 * Creates or edits a promotion: category and kind, the card picture and detail pictures (uploaded as
 * banners are), title / summary / HTML terms in each language, the period and a raffle's prize range;
 * with the card and detail as players see them.
 */
export function PromotionEditor({
  promotion,
  onClose,
  onSaved,
}: {
  promotion: OpsPromotion | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const save = useSavePromotion();
  const [category, setCategory] = useState<PromotionCategory>(promotion?.category ?? 'special');
  const [type, setType] = useState<PromotionType>(promotion?.promotionType ?? 'MANUAL');
  const [imageUrl, setImageUrl] = useState(promotion?.imageUrl ?? '');
  const [images, setImages] = useState<string[]>(promotion?.images ?? []);
  const [texts, setTexts] = useState<Texts>((promotion?.translations as Texts | undefined) ?? {});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [prizeMin, setPrizeMin] = useState(promotion?.prizeMin?.toString() ?? '');
  const [prizeMax, setPrizeMax] = useState(promotion?.prizeMax?.toString() ?? '');
  const [active, setActive] = useState(promotion?.active ?? true);
  const [sort, setSort] = useState(String(promotion?.sort ?? 0));
  const [merchant, setMerchant] = useState(promotion?.merchantCode ?? '');
  const [startAt, setStartAt] = useState(() => toLocal(promotion?.startAt ?? Date.now()));
  const [endAt, setEndAt] = useState(toLocal(promotion?.endAt));
  const [uploading, setUploading] = useState(false);
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);

  const blank = { title: '', summary: '', content: '' };
  const current = texts[language] ?? blank;
  const shown = current.title || current.content ? current : (texts.EN ?? current);
  // A fix clears the last refusal, so the message never describes an older state.
  const setText = (field: keyof typeof blank, value: string) => {
    setError(null);
    setTexts({ ...texts, [language]: { ...current, [field]: value } });
  };
  const start = fromLocal(startAt);
  const end = fromLocal(endAt);
  const period = start === null ? '' : `${when(start)} – ${end === null ? t('promo_no_end') : when(end)}`;

  function submit(close: () => void) {
    if (save.isPending || uploading) return;
    if (!imageUrl) return setError(t('banner_image_required'));
    if (start === null) return setError(t('promo_start_required'));
    if (!texts.EN?.title.trim()) {
      setLanguage('EN');
      return setError(t('content_en_required'));
    }
    const raffle = type === 'RAFFLE';
    const body: PromotionInput = {
      ...(promotion ? { id: promotion.id } : {}),
      category,
      promotionType: type,
      imageUrl,
      images,
      ...(raffle && prizeMin.trim() ? { prizeMin: prizeMin.trim() } : {}),
      ...(raffle && prizeMax.trim() ? { prizeMax: prizeMax.trim() } : {}),
      translations: filledTranslations(texts) as PromotionInput['translations'],
      merchantCode: merchant.trim() || null,
      active,
      sort: Number.parseInt(sort, 10) || 0,
      startAt: start,
      endAt: end,
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(promotion ? 'promo_edit' : 'promo_new')}
      width={1000}
      testId="ops-promotion-editor"
      saveTestId="ops-promotion-save"
      busy={save.isPending || uploading}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              name="category"
              label={t('promo_category')}
              value={category}
              onChange={(value) => value && setCategory(value)}
              options={PROMOTION_CATEGORIES.map((v) => ({
                value: v,
                label: t(`promo_cat_${v}` as OpsTextKey),
              }))}
            />
            <FilterSelect
              name="promotionType"
              label={t('promo_type')}
              value={type}
              onChange={(value) => value && setType(value)}
              options={PROMOTION_TYPES.map((v) => ({ value: v, label: v }))}
            />
          </div>
          <ImageUpload
            label={t('promo_image')}
            value={imageUrl}
            onChange={setImageUrl}
            onBusy={setUploading}
            testId="ops-promotion-file"
            hint={t('promo_image_hint')}
          />
          <div>
            <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('promo_images')}</p>
            <ul className="flex flex-wrap gap-2">
              {images.map((url, i) => (
                <li key={`${url}-${i}`} className="relative">
                  <img src={url} alt="" className="h-14 w-24 rounded-lg bg-surface-3 object-cover" />
                  <Button
                    size="sm"
                    variant="ghost"
                    className="absolute -top-2 -right-2 h-6 min-w-6 rounded-full bg-surface px-1 shadow-card"
                    aria-label={t('promo_image_remove')}
                    onClick={() => setImages(images.filter((_, j) => j !== i))}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
            {images.length < MAX_IMAGES && (
              <div className="mt-2">
                <ImageUpload
                  label=""
                  value=""
                  onChange={(url) => setImages([...images, url])}
                  onBusy={setUploading}
                  testId="ops-promotion-extra-file"
                />
              </div>
            )}
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
            <TextField
              label={`${t('promo_summary')} · ${languageInfo(language).english}`}
              name="summary"
              value={current.summary}
              onChange={(e) => setText('summary', e.currentTarget.value)}
              maxLength={300}
              dir="auto"
            />
            <TextAreaField
              label={`${t('promo_content')} · ${languageInfo(language).english}`}
              name="content"
              value={current.content}
              onChange={(value) => setText('content', value)}
              hint={t('content_html_hint')}
            />
          </fieldset>
        </div>
        <div className="grid content-start gap-4">
          <PreviewFrame caption={t('promo_preview_caption')} testId="ops-promotion-preview">
            <PromotionPreview
              title={shown.title}
              summary={shown.summary}
              content={shown.content}
              imageUrl={imageUrl}
              period={period}
            />
          </PreviewFrame>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('banner_starts')}
              name="startAt"
              type="datetime-local"
              value={startAt}
              requiredMark
              onChange={(e) => setStartAt(e.currentTarget.value)}
            />
            <TextField
              label={t('banner_ends')}
              name="endAt"
              type="datetime-local"
              value={endAt}
              onChange={(e) => setEndAt(e.currentTarget.value)}
            />
            {type === 'RAFFLE' && (
              <>
                <TextField
                  label={t('promo_prize_min')}
                  name="prizeMin"
                  inputMode="decimal"
                  value={prizeMin}
                  onChange={(e) => setPrizeMin(e.currentTarget.value)}
                />
                <TextField
                  label={t('promo_prize_max')}
                  name="prizeMax"
                  inputMode="decimal"
                  value={prizeMax}
                  onChange={(e) => setPrizeMax(e.currentTarget.value)}
                />
              </>
            )}
            <TextField
              label={t('banner_sort')}
              name="sort"
              inputMode="numeric"
              value={sort}
              onChange={(e) => setSort(e.currentTarget.value)}
            />
            <TextField
              label={t('banner_brand')}
              name="merchantCode"
              value={merchant}
              onChange={(e) => setMerchant(e.currentTarget.value)}
              maxLength={32}
            />
          </div>
          <CheckboxField checked={active} onChange={(e) => setActive(e.currentTarget.checked)}>
            {t('banner_active')}
          </CheckboxField>
        </div>
      </div>
    </EditorDialog>
  );
}
