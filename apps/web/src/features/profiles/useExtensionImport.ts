import { EXTENSION_IMPORT_QUERY, profileImportMessages, type ExtensionProfileImport } from '@quillbid/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { useTakeExtensionImport } from './api';

/**
 * The extension opens the profiles page with `?import=extension` after reading the user's own profile page:
 * this takes the text it kept and hands it to `onTaken`, or says that nothing came. `onTaken` must keep its
 * identity between renders (`useCallback`).
 */
export function useExtensionImport(onTaken: (page: ExtensionProfileImport) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { mutate } = useTakeExtensionImport();
  const asked = useRef(false);
  const fromExtension = searchParams.get(EXTENSION_IMPORT_QUERY.name) === EXTENSION_IMPORT_QUERY.value;

  useEffect(() => {
    if (!fromExtension || asked.current) return;
    asked.current = true;
    // Dropped from the address, so a reload or a bookmark does not ask again for text already taken.
    setSearchParams(
      (params) => {
        params.delete(EXTENSION_IMPORT_QUERY.name);
        return params;
      },
      { replace: true },
    );
    mutate(undefined, {
      onSuccess: (page) => {
        if (page) onTaken(page);
        else toast.info(profileImportMessages.nothingFromExtension);
      },
      onError: (error) => toast.error(error.message),
    });
  }, [fromExtension, mutate, onTaken, setSearchParams]);
}
