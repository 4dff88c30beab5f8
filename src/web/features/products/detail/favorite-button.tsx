import { Heart } from 'lucide-react';
import { useT } from '@/web/i18n';
import { useFavorite } from '../lib/favorites';

type Props = { product: { _id: string; name: string }; className?: string; compact?: boolean };

export function FavoriteButton({ product, className = 'btn-secondary', compact = false }: Props) {
  const { t } = useT();
  const { isFavorite, toggle } = useFavorite(product);
  const label = isFavorite ? t('catalogue.favorite.remove') : t('catalogue.favorite.add');
  return (
    <button
      type="button"
      className={className}
      onClick={toggle}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
    >
      <Heart className={`h-4 w-4 ${isFavorite ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
      {!compact && (isFavorite ? t('catalogue.favorite.favorited') : t('catalogue.favorite.favorite'))}
    </button>
  );
}
