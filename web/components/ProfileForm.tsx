import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { updateProfile, type ProfileChanges } from '@/lib/account';
import { ApiRequestError, errorMessage } from '@/lib/api';
import type { Me } from '@/lib/me';

type Editable = keyof ProfileChanges;

const FIELDS: { name: Editable; label: string; type?: string; placeholder?: string; inputMode?: 'tel' | 'numeric' }[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'date_of_birth', label: 'Date of birth', type: 'date' },
  { name: 'mobile_country_code', label: 'Country code', placeholder: '+44', inputMode: 'tel' },
  { name: 'mobile_number', label: 'Mobile number', placeholder: '7700900123', inputMode: 'numeric' },
];

const isEditable = (name: string): name is Editable => FIELDS.some((field) => field.name === name);

/** Edits the user's own details; field errors from the server show under each field. */
export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: Me['profile'];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<Editable, string>>(() => ({
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    mobile_country_code: profile.mobile_country_code ?? '',
    mobile_number: profile.mobile_number ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Editable, string>>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const changes: ProfileChanges = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null]));
      await updateProfile(changes);
      toast.success('Profile updated');
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.length) {
        const fieldErrors: Partial<Record<Editable, string>> = {};
        for (const detail of error.details) if (isEditable(detail.path)) fieldErrors[detail.path] = detail.message;
        setErrors(fieldErrors);
        toast.error('Please check the highlighted fields.');
      } else {
        toast.error(errorMessage(error, 'Could not save your profile.'));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <Field key={field.name} id={`profile-${field.name}`} label={field.label} error={errors[field.name]}>
          {(wiring) => (
            <Input
              {...wiring}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              value={values[field.name]}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      <div className="flex gap-3 sm:col-span-2 sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
