import { useSignal } from '@preact/signals';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';

/** "Delete …", asked once more in place before `onConfirm` runs (as vouchers are deleted on Tickets and vouchers). */
export function ConfirmDelete({ name, question, onConfirm }: { name: string; question: string; onConfirm: () => void }) {
  const confirming = useSignal(false);
  return confirming.value ? (
    <div class="actions" role="group" aria-label={question}>
      <span>{question}</span>
      <button
        type="button"
        class="danger"
        onClick={() => {
          confirming.value = false;
          onConfirm();
        }}
      >
        {t('console:delete_confirm')}
      </button>
      <button type="button" class="secondary" onClick={() => (confirming.value = false)}>
        {t('console:keep')}
      </button>
    </div>
  ) : (
    <button type="button" class="secondary" onClick={() => (confirming.value = true)}>
      <T k="console:delete_named" values={{ name }} />
    </button>
  );
}
