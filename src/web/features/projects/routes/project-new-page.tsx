import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths';
import { notifySuccess } from '../../../lib/notify';
import { PageHeader } from '../../../ui/page-header';
import { useCreateProject } from '../api/projects';
import { ProjectForm } from '../components/project-form';

export function ProjectNewPage() {
  const create = useCreateProject();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="New project"
        description="Its details first; towers, units, documents and price lists come on the next page."
      />
      <ProjectForm
        project={null}
        submitLabel="Create project"
        mutation={create}
        onSave={async (input) => {
          const project = await create.mutateAsync(input);
          notifySuccess(`${project.name} was added.`);
          navigate(paths.projectSetup(project._id, { tab: 'towers' }));
        }}
      />
    </>
  );
}
