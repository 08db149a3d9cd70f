import '@/styles/mantine-forms.css';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPaymentFailed, type PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { groupLabel } from './group-label';

interface GroupPickerProps {
  groups: readonly PlayerNumberGroup[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** The unplayed groups, each a checkbox naming its numbers; payment-failed ones say so. */
export function GroupPicker({ groups, value, onChange, disabled }: GroupPickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Checkbox.Group label={t('numbers.play.groupsLabel')} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {groups.map((group) => (
          <Checkbox.Card
            key={group.Id}
            value={group.Id}
            radius="md"
            p="sm"
            disabled={disabled}
            className="group-choice"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator disabled={disabled} />
              <Stack gap={4}>
                <Text fw={600}>
                  {t('numbers.groupNumbers', {
                    count: group.PlayerNumbers.length,
                    numbers: groupLabel(group, i18n.language),
                  })}
                </Text>
                {isPaymentFailed(group) && (
                  <Badge color="red" variant="light">
                    {t('numbers.state.failed')}
                  </Badge>
                )}
              </Stack>
            </Group>
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
