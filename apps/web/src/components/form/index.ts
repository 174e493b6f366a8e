export { FormCheckbox } from './FormCheckbox';
export { FormChipInput } from './FormChipInput';
export { FormSelectField } from './FormSelectField';
export { FormTextField } from './FormTextField';
export { SaveThenReturnForm } from './SaveThenReturnForm';
export { SelectField } from './SelectField';
export { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
export { firstErrorMessage, focusFirstError, toastFirstError, useSchemaForm } from './useSchemaForm';
