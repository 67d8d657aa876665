/** The widget of a field, by its kind. */
import { AdditiveNumberWidget } from './AdditiveNumberWidget';
import { BooleanWidget } from './BooleanWidget';
import { DateTimeWidget } from './DateTimeWidget';
import { DateWidget } from './DateWidget';
import { EnumWidget } from './EnumWidget';
import { FileWidget } from './FileWidget';
import { FloatInput } from './FloatInput';
import { JsonWidget } from './JsonWidget';
import { ListWidget } from './ListWidget';
import { RefWidget } from './RefWidget';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './widget-props';

export function FieldWidget(props: WidgetProps) {
  switch (props.field.kind) {
    case 'string':
    case 'text':
    case 'url':
      return <TextWidget {...props} />;
    case 'int':
    case 'decimal':
    case 'money':
      return props.field.additive ? <AdditiveNumberWidget {...props} /> : <FloatInput {...props} />;
    case 'date':
      return <DateWidget {...props} />;
    case 'datetime':
      return <DateTimeWidget {...props} />;
    case 'boolean':
      return <BooleanWidget {...props} />;
    case 'enum':
    case 'enumlist':
      return <EnumWidget {...props} />;
    case 'ref':
    case 'reflist':
      return <RefWidget {...props} />;
    case 'list':
      return <ListWidget {...props} />;
    case 'file':
    case 'filelist':
      return <FileWidget {...props} />;
    case 'json':
      return <JsonWidget {...props} />;
  }
}
