import { useLocation, useParams } from 'react-router';
import { EditPage } from '../../components/EditPage';
import { PageHeader } from '../../components/PageHeader';
import { PlanQuota } from '../../components/PlanQuota';
import { useTemplate } from './api';
import { emptyTemplate, starterFromState, toDraft } from './templateDraft';
import { TemplateForm } from './TemplateForm';

export function CreateTemplatePage() {
  const starter = starterFromState(useLocation().state);
  return (
    <>
      <PageHeader title="Create Template" />
      <PlanQuota kind="templates" />
      <TemplateForm initial={starter ? { ...toDraft(starter), default: false } : emptyTemplate()} />
    </>
  );
}

export function EditTemplatePage() {
  const { templateId = '' } = useParams();
  return (
    <EditPage title="Edit Template" query={useTemplate(templateId)} loadingLabel="Loading template">
      {(template) => <TemplateForm key={template._id} initial={toDraft(template)} templateId={template._id} />}
    </EditPage>
  );
}
