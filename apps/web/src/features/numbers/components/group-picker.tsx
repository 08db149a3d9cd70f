import '@/styles/mantine-forms.css';
import { Badge, Checkbox, Group } from '@mantine/core';
import '@/styles/money.css';
import { useTranslation } from 'react-i18next';
import { isPaymentFailed, type PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { groupLabel, groupNumbers } from './group-label';

interface GroupPickerProps {
  groups: readonly PlayerNumberGroup[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** The unplayed groups, each a checkbox of its numbers' chips; payment-failed ones say so. */
export function GroupPicker({ groups, value, onChange, disabled }: GroupPickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Checkbox.Group label={t('numbers.play.groupsLabel')} value={value} onChange={onChange}>
      {/* Side by side, wrapping: ten single numbers take a few lines, not ten (issue 12). */}
      <Group gap="xs" mt="xs">
        {groups.map((group) => (
          <Checkbox.Card
            key={group.Id}
            value={group.Id}
            radius="md"
            p="xs"
            w="auto"
            disabled={disabled}
            aria-label={t('numbers.groupNumbers', {
              count: group.PlayerNumbers.length,
              numbers: groupLabel(group, i18n.language),
            })}
          >
            <Group align="center" gap="xs">
              <Checkbox.Indicator disabled={disabled} />
              {groupNumbers(group).map((n) => (
                <span key={n} className="ticket-number">
                  {n}
                </span>
              ))}
              {isPaymentFailed(group) && (
                <Badge color="red" variant="light">
                  {t('numbers.state.failed')}
                </Badge>
              )}
            </Group>
          </Checkbox.Card>
        ))}
      </Group>
    </Checkbox.Group>
  );
}
