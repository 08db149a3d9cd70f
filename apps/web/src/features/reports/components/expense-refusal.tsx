import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { refusalMessage } from '@/lib/refusal-message';

const FIELDS: Record<string, string> = {
  'body.GameInstanceId': 'reports.financialReturn.draw',
  'body.Description': 'reports.financialReturn.expense.description',
  'body.Amount': 'reports.financialReturn.expense.amount',
  'body.SpentOn': 'reports.financialReturn.expense.spentOn',
};

/** The server's refusal of an expense: its message, and which field each problem is in. */
export function ExpenseRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const problems = isApiError(error) ? (error.ApiErrorResponse?.Errors ?? []) : [];
  const message = refusalMessage(error, t, t('reports.financialReturn.expense.failed'));
  return (
    <Alert color="red" role="alert" title={t('reports.financialReturn.expense.refused')}>
      {/* The field list says it better when the message only repeats one of its lines. */}
      {!problems.some((problem) => problem.Message === message) && message}
      {problems.length > 0 && (
        <List size="sm" mt="xs">
          {problems.map((problem) => {
            const field = FIELDS[problem.Path];
            return (
              <List.Item key={problem.Path}>
                {field
                  ? t('reports.financialReturn.expense.problem', {
                      field: t(field),
                      message: problem.Message,
                    })
                  : problem.Message}
              </List.Item>
            );
          })}
        </List>
      )}
    </Alert>
  );
}
