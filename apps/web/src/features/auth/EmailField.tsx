import type { Control, Path } from 'react-hook-form';
import { FormTextField } from '../../components/form';

export function EmailField<T extends { email: string }>({ control }: { control: Control<T> }) {
  // Every T here has `email`; TypeScript cannot list the paths of a generic T to see it.
  const name = 'email' as Path<T>;
  return <FormTextField control={control} name={name} label="Email" type="email" autoComplete="email" fullWidth />;
}
