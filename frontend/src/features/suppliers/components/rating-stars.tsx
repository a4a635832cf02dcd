// A supplier's rating as five stars, or 'Sin valoración' when it has none.
import { Star, StarEmpty } from "@blueprintjs/icons";
import { MAX_RATING } from "../lib/supplier";

export function RatingStars({ rating }: { rating: number | null }) {
  if (rating == null) return <span className="sup-muted">Sin valoración</span>;
  const label = `Valoración: ${rating} de ${MAX_RATING} estrellas`;
  return (
    <span className="sup-stars" role="img" aria-label={label} title={label}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} className={index < rating ? "sup-star sup-star-on" : "sup-star"}>
          {index < rating ? <Star /> : <StarEmpty />}
        </span>
      ))}
    </span>
  );
}
