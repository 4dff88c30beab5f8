// The grade and pack a buyer asks about, for a product sold in variants: two rows of native radio
// buttons drawn as segmented pills. They wrap at phone widths, arrow keys move along a row, and a
// screen reader hears each row's name (its legend) and the choice. Choosing a grade keeps the pack
// when that grade comes in it, else takes the grade's first pack.
import { formatGrade, formatPack, type VariantWords } from '@/contract/variant-rules';
import type { Variant } from '@/contract/variants';
import { useT } from '@/web/i18n';

const gradeOf = (variant: Variant) => `${variant.grade}|${variant.purity ?? ''}`;
const packOf = (variant: Variant) => `${variant.packQuantity}|${variant.packUnit}|${variant.container}`;

type Props = {
  variants: Variant[];
  selected: Variant;
  onSelect: (variant: Variant) => void;
  words: VariantWords;
};

export function VariantPicker({ variants, selected, onSelect, words }: Props) {
  const { t } = useT();
  const grades = variants.filter(
    (variant, i) => variants.findIndex((other) => gradeOf(other) === gradeOf(variant)) === i,
  );
  const packs = variants.filter((variant) => gradeOf(variant) === gradeOf(selected));
  const chooseGrade = (variant: Variant) =>
    onSelect(
      variants.find((other) => gradeOf(other) === gradeOf(variant) && packOf(other) === packOf(selected)) ??
        variant,
    );
  return (
    <div className="mb-4 grid gap-3">
      <Choices
        legend={t('catalogue.variant.grade')}
        options={grades}
        text={(variant) => formatGrade(variant, words)}
        isChecked={(variant) => gradeOf(variant) === gradeOf(selected)}
        onChoose={chooseGrade}
      />
      <Choices
        legend={t('catalogue.variant.pack')}
        options={packs}
        text={(variant) => formatPack(variant, words)}
        isChecked={(variant) => variant._id === selected._id}
        onChoose={onSelect}
      />
    </div>
  );
}

function Choices(props: {
  legend: string;
  options: Variant[];
  text: (variant: Variant) => string;
  isChecked: (variant: Variant) => boolean;
  onChoose: (variant: Variant) => void;
}) {
  const name = props.legend;
  return (
    <fieldset>
      <legend className="text-xs font-medium uppercase tracking-wide text-muted">{props.legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {props.options.map((variant) => (
          <label key={variant._id} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              className="peer sr-only"
              checked={props.isChecked(variant)}
              onChange={() => props.onChoose(variant)}
            />
            <span className="block rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
              {props.text(variant)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
