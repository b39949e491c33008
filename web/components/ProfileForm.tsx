import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { updateProfile, type ProfileChanges } from '@/lib/account';
import { ApiRequestError } from '@/lib/api';

interface Profile {
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  mobile_country_code: string | null;
  mobile_number: string | null;
}

const FIELDS: { name: keyof Profile; label: string; type?: string; placeholder?: string; inputMode?: 'tel' | 'numeric' }[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'date_of_birth', label: 'Date of birth', type: 'date' },
  { name: 'mobile_country_code', label: 'Country code', placeholder: '+44', inputMode: 'tel' },
  { name: 'mobile_number', label: 'Mobile number', placeholder: '7700900123', inputMode: 'numeric' },
];

/** Edits the user's own details; field errors from the server show under each field. */
export function ProfileForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<Record<keyof Profile, string>>(() => ({
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    mobile_country_code: profile.mobile_country_code ?? '',
    mobile_number: profile.mobile_number ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Profile, string>>>({});
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
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
        toast.error('Please check the highlighted fields.');
      } else {
        toast.error(error instanceof Error ? error.message : 'Could not save your profile.');
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`profile-${field.name}`} className="block text-sm font-medium text-zinc-700">
            {field.label}
          </label>
          <input
            id={`profile-${field.name}`}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            value={values[field.name]}
            onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            aria-invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `profile-${field.name}-error` : undefined}
            className="mt-1 block min-h-11 w-full rounded-lg border border-zinc-300 px-3 focus:border-brand-600 aria-invalid:border-red-600"
          />
          {errors[field.name] && (
            <p id={`profile-${field.name}-error`} className="mt-1 text-sm text-red-700">
              {errors[field.name]}
            </p>
          )}
        </div>
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
