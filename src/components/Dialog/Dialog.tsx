import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './Dialog.module.css';

export interface DialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Without a cancel label the dialog is an alert with one button. */
  cancelLabel?: string;
  tone?: 'info' | 'warning' | 'success';
  onConfirm: () => void;
  onCancel?: () => void;
  closeLabel?: string;
}

/** Confirmation and alert dialogs (logout confirm, copy success, in_need_true_account). */
export function Dialog({ title, message, confirmLabel, cancelLabel, tone = 'info', onConfirm, onCancel, closeLabel }: DialogProps) {
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onCancel ?? onConfirm}
      closeLabel={closeLabel}
      footer={
        <>
          {cancelLabel ? (
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <div className={`${styles.message} ${styles[tone]}`}>{message}</div>
    </Modal>
  );
}
