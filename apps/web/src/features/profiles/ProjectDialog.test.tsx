import { profileMessages, projectMessages, type Project } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { emptyProject } from './profileDraft';
import { ProjectDialog } from './ProjectDialog';

const shop: Project = {
  projectName: 'Shop',
  projectType: 'Web App',
  projectDescription: 'A storefront.',
  projectLink: 'https://example.com/shop',
  projectSkills: ['React'],
};

function renderDialog(mode: 'add' | 'edit', initial: Project = emptyProject()) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderRoutes(
    [{ path: '/', element: <ProjectDialog mode={mode} initial={initial} onSave={onSave} onClose={onClose} /> }],
    '/',
  );
  return { onSave, onClose };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

describe('ProjectDialog', () => {
  it('marks each missing field, names them all in the toast and focuses the first', async () => {
    const { onSave } = renderDialog('add');
    const add = await dialog('Add Project');
    await fillField('Project Name', 'Shop');
    await user.click(within(add).getByRole('button', { name: 'Add' }));

    expect(
      await findToast('Please fill in the following fields: Project Type, Project Description, Project Skills'),
    ).toBeTruthy();
    await focused(screen.getByLabelText('Project Type'));
    expect(inlineError('Project Name')).toBeNull();
    expect(inlineError('Project Type')).toBe(profileMessages.projectTypeRequired);
    expect(inlineError('Project Description')).toBe(profileMessages.projectDescriptionRequired);
    expect(inlineError('Project Skills')).toBe(profileMessages.projectSkillRequired);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Project' })).toBeTruthy();
  });

  it('marks an invalid link in the dialog and keeps it open', async () => {
    const { onSave } = renderDialog('edit', { ...shop, projectLink: 'example.com/shop' });
    const edit = await dialog('Edit Project');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Project Link must be an http or https address.')).toBeTruthy();
    expect(inlineError('Project Link (optional)')).toBe(profileMessages.projectLinkInvalid);
    await focused(screen.getByLabelText('Project Link (optional)'));
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Project Link (optional)'));
    await user.paste('https://example.com/shop');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(shop));
  });

  it("asks for all required fields on edit, with the spec's edit message", async () => {
    renderDialog('edit', { ...shop, projectSkills: [] });
    const edit = await dialog('Edit Project');
    await user.clear(screen.getByLabelText('Project Description'));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast(projectMessages.editIncomplete)).toBeTruthy();
    expect(inlineError('Project Description')).toBe(profileMessages.projectDescriptionRequired);
    expect(inlineError('Project Skills')).toBe(profileMessages.projectSkillRequired);
    await focused(screen.getByLabelText('Project Description'));
  });

  it('says a skill typed twice is already in the list, and allows one project type', async () => {
    renderDialog('add');
    await dialog('Add Project');
    await user.type(screen.getByLabelText('Project Skills'), 'React{Enter}');
    await user.type(screen.getByLabelText('Project Skills'), 'React{Enter}');
    expect(await findToast('React is already in the list')).toBeTruthy();

    await user.type(screen.getByLabelText('Project Type'), 'Web App{Enter}');
    await user.type(screen.getByLabelText('Project Type'), 'Mobile{Enter}');
    expect(await findToast('You can add only one Project Type')).toBeTruthy();
  });

  it('saves a complete project on Enter, with its link trimmed', async () => {
    const { onSave } = renderDialog('edit', { ...shop, projectLink: '' });
    await dialog('Edit Project');
    await fillField('Project Link (optional)', '  https://example.com/shop  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(shop));
  });
});
