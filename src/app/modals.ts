import type { ComponentType } from 'react';
import type { ModalName } from '../lib/state/ui';

/** Feature issues register their modal components here by SPEC name. */
export const modalRegistry: Partial<Record<ModalName, ComponentType<Record<string, unknown> & { onClose: () => void }>>> = {};
