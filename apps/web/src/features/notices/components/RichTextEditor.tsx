import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/** The toolbar staff need for a notice: headings, emphasis, lists, links, colour. */
const MODULES = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ color: [] }, { background: [] }],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link', 'blockquote'],
    ['clean'],
  ],
};

/**
 * The rich-text editor (react-quill-new and its CSS): imported only through React.lazy
 * by the notice form, so it stays out of the login, home and list chunks (spec 000 §1).
 */
export default function RichTextEditor({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (html: string) => void;
}) {
  return (
    <div data-testid="notice-editor">
      <ReactQuill
        theme="snow"
        value={value ?? ''}
        modules={MODULES}
        // An emptied editor leaves '<p><br></p>': store nothing instead.
        onChange={(html) => onChange?.(html === '<p><br></p>' ? '' : html)}
        style={{ background: '#fff' }}
      />
    </div>
  );
}
