import { Alert, Button, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ImportPreview } from '../../../../domain/schemas/lead-import';
import { errorMessage } from '../../../lib/api-client';
import { sheetPreviewQueryOptions, useStartImport } from '../api/imports';
import { type ColumnFields, hasProblems, mappingProblems, suggestedFields, toMappingInput } from './mapping-state';
import { MappingStep } from './mapping-step';
import { choicesProblem, type ImportChoices, initialChoices, OptionsStep, toOptionsInput } from './options-step';
import { UploadStep } from './upload-step';

interface ImportWizardProps {
  /** The import has started: show its progress. */
  onStarted: (importId: string) => void;
}

/** Upload → map the columns → defaults and duplicates → start. */
export function ImportWizard({ onStarted }: ImportWizardProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fields, setFields] = useState<ColumnFields>([]);
  const [unmapped, setUnmapped] = useState<'notes' | 'ignore'>('notes');
  const [saveAs, setSaveAs] = useState('');
  const [choices, setChoices] = useState<ImportChoices>(initialChoices);
  const [sheetLoading, setSheetLoading] = useState(false);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const start = useStartImport();

  const problems = useMemo(() => mappingProblems(preview?.headers ?? [], fields), [preview, fields]);
  const choiceProblem = choicesProblem(choices);

  const showPreview = (next: ImportPreview) => {
    setPreview(next);
    setFields(suggestedFields(next.headers, next.suggested));
  };

  const onSheet = async (sheet: string) => {
    if (!preview) return;
    setSheetLoading(true);
    setSheetError(null);
    try {
      showPreview(await queryClient.fetchQuery(sheetPreviewQueryOptions(preview.uploadId, sheet)));
    } catch (error) {
      setSheetError(errorMessage(error, 'That sheet could not be read.'));
    } finally {
      setSheetLoading(false);
    }
  };

  const onStart = async () => {
    if (!preview) return;
    setStartError(null);
    try {
      const started = await start.mutateAsync({
        uploadId: preview.uploadId,
        mapping: toMappingInput(preview.headers, fields, unmapped, preview.sheet),
        options: toOptionsInput(choices, saveAs),
      });
      onStarted(started.importId);
    } catch (error) {
      setStartError(errorMessage(error, 'The import could not be started.'));
    }
  };

  const restart = () => {
    setPreview(null);
    setStep(0);
    setStartError(null);
    setSheetError(null);
  };

  return (
    <Stack gap="lg">
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Upload" description=".csv or .xlsx">
          <UploadStep
            onUploaded={(next) => {
              showPreview(next);
              setSaveAs('');
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="Map columns" description="Lead field per column">
          {preview ? (
            <Stack gap="md">
              <MappingStep
                preview={preview}
                fields={fields}
                onFields={setFields}
                unmapped={unmapped}
                onUnmapped={setUnmapped}
                problems={problems}
                onSheet={onSheet}
                sheetLoading={sheetLoading}
              />
              {sheetError ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                  {sheetError}
                </Alert>
              ) : null}
              <TextInput
                label="Save this mapping as"
                description="Optional: offered again for the next file with these columns."
                placeholder="e.g. 99acres export"
                value={saveAs}
                onChange={(e) => setSaveAs(e.currentTarget.value)}
                maxLength={100}
                maw={360}
              />
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label="Defaults & duplicates" description="Before starting">
          <OptionsStep choices={choices} onChange={setChoices} assigneeMapped={fields.includes('assignedTo')} />
        </Stepper.Step>
      </Stepper>

      {startError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The import did not start" role="alert">
          {startError}
        </Alert>
      ) : null}

      {step > 0 ? (
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
            onClick={() => (step === 1 ? restart() : setStep(step - 1))}
          >
            {step === 1 ? 'Choose another file' : 'Back'}
          </Button>
          {step === 1 ? (
            <Button
              rightSection={<IconArrowRight size={18} />}
              disabled={hasProblems(problems)}
              onClick={() => setStep(2)}
            >
              Next
            </Button>
          ) : (
            <Group gap="sm">
              {choiceProblem ? (
                <Text size="sm" c="red">
                  {choiceProblem}
                </Text>
              ) : null}
              <Button
                leftSection={<IconPlayerPlay size={18} />}
                disabled={choiceProblem !== null}
                loading={start.isPending}
                onClick={onStart}
              >
                Start import
              </Button>
            </Group>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
