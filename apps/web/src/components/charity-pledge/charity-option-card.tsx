import { useId } from 'react';
import type { CharityPledgeOption } from '@charity/domain/api/charity';

interface CharityOptionCardProps {
  charity: CharityPledgeOption;
  name: string;
  checked: boolean;
  onSelect: (charityId: string) => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * One charity as a card around a native radio button: arrow keys move between cards, the
 * name labels the radio and the description describes it.
 */
export function CharityOptionCard({ charity, name, checked, onSelect }: CharityOptionCardProps) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <label className="charity-card" data-checked={checked || undefined}>
      <input
        className="charity-card__input"
        type="radio"
        name={name}
        value={charity.Id}
        checked={checked}
        onChange={() => onSelect(charity.Id)}
        aria-labelledby={nameId}
        aria-describedby={charity.Description ? descriptionId : undefined}
      />
      {charity.LogoUrl ? (
        <img className="charity-card__logo" src={charity.LogoUrl} alt="" loading="lazy" />
      ) : (
        <span className="charity-card__logo charity-card__logo--initials" aria-hidden="true">
          {initials(charity.Name)}
        </span>
      )}
      <span className="charity-card__text">
        <span id={nameId} className="charity-card__name">
          {charity.Name}
        </span>
        {charity.Description && (
          <span id={descriptionId} className="charity-card__description">
            {charity.Description}
          </span>
        )}
      </span>
    </label>
  );
}
