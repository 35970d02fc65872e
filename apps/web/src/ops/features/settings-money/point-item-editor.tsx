import type { LanguageCode } from '@jade/contract/languages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import type { useOpsPoints } from '../../api/points';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterSelect } from '../../ui/filter-bar';
import { ImageUpload } from '../../ui/image-upload';
import { filledTranslations, LanguageTabs } from '../../ui/language-tabs';
import type { SaveMessage } from './save-bar';

type Points = ReturnType<typeof useOpsPoints>;
export type PointItem = NonNullable<Points['items']['data']>['list'][number];
type Texts = { name: string; description: string };

/** The item's per-language texts as the editor holds them (name and description side by side). */
function textsOf(item: PointItem | null): Partial<Record<LanguageCode, Texts>> {
  if (!item) return { EN: { name: '', description: '' } };
  const codes = new Set([...Object.keys(item.name), ...Object.keys(item.description)]) as Set<LanguageCode>;
  return Object.fromEntries(
    [...codes].map((code) => [
      code,
      { name: item.name[code] ?? '', description: item.description[code] ?? '' },
    ]),
  );
}

/**
 * A point-mall item, new or edited (decision R8): kind, names and descriptions in each offered
 * language (English required, the others shown in theirs), a picture, the price, the cash it pays,
 * the stock and the per-member limit.
 */
export function PointItemEditor({
  merchantCode,
  item,
  save,
  onDone,
}: {
  merchantCode: string;
  item: PointItem | null;
  save: Points['saveItem'];
  onDone(): void;
}) {
  const { t } = useOpsText();
  const [kind, setKind] = useState<'cash' | 'goods'>(item?.kind ?? 'cash');
  const [language, setLanguage] = useState<LanguageCode>('EN');
  const [texts, setTexts] = useState(() => textsOf(item));
  const [imageUrl, setImageUrl] = useState(item?.imageUrl ?? '');
  const [uploading, setUploading] = useState(false);
  const [cost, setCost] = useState(item ? String(item.points) : '');
  const [amount, setAmount] = useState(item?.amount != null ? String(item.amount) : '');
  const [quantity, setQuantity] = useState(item?.quantity != null ? String(item.quantity) : '');
  const [limit, setLimit] = useState(item?.perMemberLimit != null ? String(item.perMemberLimit) : '');
  const [message, setMessage] = useState<SaveMessage>(null);
  const current = texts[language] ?? { name: '', description: '' };
  const setCurrent = (patch: Partial<Texts>) => setTexts({ ...texts, [language]: { ...current, ...patch } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || uploading) return;
    setMessage(null);
    const filled = filledTranslations(texts);
    if (!filled.EN?.name.trim()) {
      setLanguage('EN');
      setMessage({ tone: 'error', text: t('points_item_name_required') });
      return;
    }
    const pick = (field: keyof Texts) =>
      Object.fromEntries(
        Object.entries(filled)
          .map(([code, v]) => [code, v[field].trim()] as const)
          .filter(([, v]) => v !== ''),
      );
    save.mutate(
      {
        merchantCode,
        ...(item ? { id: item.id, active: item.active, sort: item.sort } : { active: true, sort: 1_000 }),
        kind,
        name: pick('name'),
        description: pick('description'),
        imageUrl: imageUrl || null,
        points: Number(cost),
        amount: kind === 'cash' ? amount.trim() : null,
        quantity: quantity.trim() ? Number(quantity) : null,
        perMemberLimit: limit.trim() ? Number(limit) : null,
      },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t(item ? 'points_item_saved' : 'points_item_added') });
          if (!item) {
            setTexts(textsOf(null));
            setImageUrl('');
            setCost('');
            setAmount('');
            setQuantity('');
            setLimit('');
          }
        },
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-4 rounded-xl border border-line bg-surface-2 p-4"
      data-testid={item ? 'ops-point-item-edit' : 'ops-point-item-new'}
    >
      <h4 className="text-sm font-bold text-fg">
        {item ? t('points_item_edit_title', { 0: item.name.EN ?? '' }) : t('points_item_new_title')}
      </h4>
      <LanguageTabs
        value={language}
        onChange={setLanguage}
        filled={(code) => Boolean(texts[code]?.name.trim() || texts[code]?.description.trim())}
        label={t('points_item_languages')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`${t('points_item_name')} (${language})`}
          value={current.name}
          maxLength={60}
          dir="auto"
          requiredMark={language === 'EN'}
          onChange={(e) => setCurrent({ name: e.currentTarget.value })}
          data-testid="ops-point-item-name"
        />
        <TextField
          label={`${t('points_item_description')} (${language})`}
          value={current.description}
          maxLength={400}
          dir="auto"
          onChange={(e) => setCurrent({ description: e.currentTarget.value })}
          data-testid="ops-point-item-description"
        />
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          name="point-item-kind"
          label={t('points_item_kind')}
          value={kind}
          options={[
            { value: 'cash', label: t('points_kind_cash') },
            { value: 'goods', label: t('points_kind_goods') },
          ]}
          onChange={(value) => setKind(value as 'cash' | 'goods')}
        />
        <TextField
          label={t('points_item_points')}
          value={cost}
          inputMode="numeric"
          onChange={(e) => setCost(e.currentTarget.value)}
        />
        <TextField
          label={t('template_amount')}
          value={kind === 'cash' ? amount : ''}
          disabled={kind !== 'cash'}
          inputMode="decimal"
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <TextField
          label={t('points_item_quantity')}
          value={quantity}
          inputMode="numeric"
          onChange={(e) => setQuantity(e.currentTarget.value)}
        />
        <TextField
          label={t('points_item_limit')}
          value={limit}
          inputMode="numeric"
          onChange={(e) => setLimit(e.currentTarget.value)}
        />
      </div>
      <ImageUpload
        label={t('points_item_image')}
        value={imageUrl}
        onChange={setImageUrl}
        onBusy={setUploading}
        testId="ops-point-item-image"
        hint={t('points_item_image_hint')}
      />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || uploading} data-testid="ops-point-item-add">
          {save.isPending && <Spinner />}
          {item ? t('points_item_save') : t('points_item_add')}
        </Button>
        {item && (
          <Button variant="outline" onClick={onDone}>
            {t('points_item_close')}
          </Button>
        )}
      </div>
    </form>
  );
}
