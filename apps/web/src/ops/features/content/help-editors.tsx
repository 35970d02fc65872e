import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { HELP_TAGS, type HelpTag } from '@jade/contract/content';
import { languageInfo, type LanguageCode } from '@jade/contract/languages';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../../ui/form-field';
import {
  useSaveHelpArticle,
  useSaveHelpCategory,
  type HelpArticleInput,
  type HelpCategoryInput,
} from '../../api/content';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { filledTranslations, LanguageTabs, TextAreaField } from './content-kit';
import { HelpArticlePreview, PreviewFrame } from './content-previews';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';

export type OpsHelpCategory = CallValue<typeof opsContentCalls.help>[number];
export type OpsHelpArticle = OpsHelpCategory['articles'][number];
type Texts = Partial<Record<LanguageCode, { title: string; content: string }>>;

/** Title and HTML in each language, with the help centre's view of the current language. */
function TextsWithPreview({
  texts,
  setTexts,
  language,
  setLanguage,
  category,
  titleMax,
  contentRequired,
}: {
  texts: Texts;
  setTexts(texts: Texts): void;
  language: LanguageCode;
  setLanguage(code: LanguageCode): void;
  category: (code: LanguageCode) => string;
  titleMax: number;
  contentRequired: boolean;
}) {
  const { t } = useOpsText();
  const current = texts[language] ?? { title: '', content: '' };
  const shownLanguage = current.title || current.content ? language : 'EN';
  const shown = texts[shownLanguage] ?? current;
  const setText = (field: 'title' | 'content', value: string) =>
    setTexts({ ...texts, [language]: { ...current, [field]: value } });
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <fieldset className="grid content-start gap-3 rounded-xl border border-line p-3">
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
          maxLength={titleMax}
          requiredMark={language === 'EN'}
          dir="auto"
        />
        <TextAreaField
          label={`${t('content_html')} · ${languageInfo(language).english}`}
          name="content"
          value={current.content}
          onChange={(value) => setText('content', value)}
          rows={10}
          requiredMark={contentRequired && language === 'EN'}
          hint={t('content_html_hint')}
        />
      </fieldset>
      <PreviewFrame caption={t('help_preview_caption')} testId="ops-help-preview">
        <HelpArticlePreview category={category(shownLanguage)} title={shown.title} content={shown.content} />
      </PreviewFrame>
    </div>
  );
}

/** Creates or edits a help category: its tag (which help page), colour, title and introduction. */
export function HelpCategoryEditor({
  category,
  onClose,
  onSaved,
}: {
  category: OpsHelpCategory | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const save = useSaveHelpCategory();
  const [tag, setTag] = useState<HelpTag>(category?.tag ?? 'faqs');
  const [bgColor, setBgColor] = useState(category?.bgColor ?? '');
  const [texts, setTexts] = useState<Texts>((category?.translations as Texts | undefined) ?? {});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [active, setActive] = useState(category?.active ?? true);
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const [merchant, setMerchant] = useState(category?.merchantCode ?? '');
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);

  function submit(close: () => void) {
    if (save.isPending) return;
    if (!texts.EN?.title.trim()) {
      setLanguage('EN');
      return setError(t('content_en_required'));
    }
    const body: HelpCategoryInput = {
      ...(category ? { id: category.id } : {}),
      tag,
      bgColor: bgColor.trim(),
      translations: filledTranslations(texts) as HelpCategoryInput['translations'],
      merchantCode: merchant.trim() || null,
      active,
      sort: Number.parseInt(sort, 10) || 0,
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(category ? 'help_category_edit' : 'help_category_new')}
      width={960}
      testId="ops-help-category-editor"
      saveTestId="ops-help-category-save"
      busy={save.isPending}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterSelect
          name="tag"
          label={t('help_tag')}
          value={tag}
          onChange={(value) => value && setTag(value)}
          options={HELP_TAGS.map((v) => ({ value: v, label: t(`help_tag_${v}` as OpsTextKey) }))}
        />
        <TextField
          label={t('help_color')}
          name="bgColor"
          value={bgColor}
          placeholder="#1f6feb"
          maxLength={7}
          onChange={(e) => setBgColor(e.currentTarget.value)}
        />
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
      <TextsWithPreview
        texts={texts}
        setTexts={setTexts}
        language={language}
        setLanguage={setLanguage}
        category={() => t(`help_tag_${tag}` as OpsTextKey)}
        titleMax={120}
        contentRequired={false}
      />
      <div className="mt-4">
        <CheckboxField checked={active} onChange={(e) => setActive(e.currentTarget.checked)}>
          {t('banner_active')}
        </CheckboxField>
      </div>
    </EditorDialog>
  );
}

/** Creates or edits a help article of a category, previewed as the help centre opens it. */
export function HelpArticleEditor({
  article,
  categories,
  defaultCategoryId,
  onClose,
  onSaved,
}: {
  article: OpsHelpArticle | null;
  categories: readonly OpsHelpCategory[];
  defaultCategoryId: number;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const save = useSaveHelpArticle();
  const [categoryId, setCategoryId] = useState(String(article?.categoryId ?? defaultCategoryId));
  const [texts, setTexts] = useState<Texts>((article?.translations as Texts | undefined) ?? {});
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [active, setActive] = useState(article?.active ?? true);
  const [sort, setSort] = useState(String(article?.sort ?? 0));
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);
  const category = categories.find((c) => String(c.id) === categoryId);

  function submit(close: () => void) {
    if (save.isPending) return;
    if (!texts.EN?.title.trim() || !texts.EN.content.trim()) {
      setLanguage('EN');
      return setError(t('content_en_required'));
    }
    const body: HelpArticleInput = {
      ...(article ? { id: article.id } : {}),
      categoryId: Number(categoryId),
      translations: filledTranslations(texts) as HelpArticleInput['translations'],
      active,
      sort: Number.parseInt(sort, 10) || 0,
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(article ? 'help_article_edit' : 'help_article_new')}
      width={960}
      testId="ops-help-article-editor"
      saveTestId="ops-help-article-save"
      busy={save.isPending}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="mb-4 grid grid-cols-2 gap-3">
        <FilterSelect
          name="categoryId"
          label={t('help_category')}
          value={categoryId}
          onChange={(value) => value && setCategoryId(value)}
          options={categories.map((c) => ({
            value: String(c.id),
            label: c.translations.EN?.title ?? String(c.id),
          }))}
        />
        <TextField
          label={t('banner_sort')}
          name="sort"
          inputMode="numeric"
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value)}
        />
      </div>
      <TextsWithPreview
        texts={texts}
        setTexts={setTexts}
        language={language}
        setLanguage={setLanguage}
        category={(code) =>
          (category?.translations as Texts | undefined)?.[code]?.title ??
          category?.translations.EN?.title ??
          ''
        }
        titleMax={200}
        contentRequired
      />
      <div className="mt-4">
        <CheckboxField checked={active} onChange={(e) => setActive(e.currentTarget.checked)}>
          {t('banner_active')}
        </CheckboxField>
      </div>
    </EditorDialog>
  );
}
