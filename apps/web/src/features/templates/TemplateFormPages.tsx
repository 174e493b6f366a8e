import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
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
  const template = useTemplate(templateId);
  return (
    <>
      <PageHeader title="Edit Template" />
      {template.isPending && <PageSpinner label="Loading template" />}
      {template.isError && <Alert severity="error">{template.error.message}</Alert>}
      {template.data && (
        <TemplateForm key={template.data._id} initial={toDraft(template.data)} templateId={template.data._id} />
      )}
    </>
  );
}
