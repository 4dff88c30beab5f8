// The catalogue's grade filter: products offered in a grade (one of their variants), kept in the
// address as ?grade= and answered by the server.
import { PRODUCT_GRADES, type ProductGrade } from '@/contract/enums';
import { gradeKey } from '@/i18n/units';
import { useT } from '@/web/i18n';

type Props = { value: ProductGrade | ''; onChange: (grade: ProductGrade | '') => void };

export function GradeFilter({ value, onChange }: Props) {
  const { t } = useT();
  return (
    <select
      className="input h-11 sm:w-48"
      aria-label={t('catalogue.grade.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as ProductGrade | '')}
    >
      <option value="">{t('catalogue.grade.all')}</option>
      {PRODUCT_GRADES.map((grade) => (
        <option key={grade} value={grade}>
          {t(gradeKey(grade))}
        </option>
      ))}
    </select>
  );
}
