export { FormCheckbox } from './FormCheckbox';
export { FormChipInput } from './FormChipInput';
export { FormSelectField } from './FormSelectField';
export { FormTextField } from './FormTextField';
export { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
export { firstErrorMessage, focusFirstError, toastFirstError, useSchemaForm } from './useSchemaForm';
export { useSaveThenReturn } from './useSaveThenReturn';
export { SaveAndBackButtons } from './SaveAndBackButtons';
