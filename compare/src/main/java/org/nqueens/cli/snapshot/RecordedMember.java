package org.nqueens.cli.snapshot;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.IAnnotatedElement;
import picocli.CommandLine.Model.IExtensible;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.IScope;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.IScoped;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.PicocliException;
import picocli.CommandLine.Spec;

/**
 * An annotated field as picocli's builders for annotated elements see it, from its record: the annotation, the field's
 * value in a scope (the command, mixin or group object that holds it), its type with the auxiliary types, and the
 * description picocli gives it. It behaves as picocli's own element of a field does: the same binding (a value read and
 * written through the scope's current object, so that a group's fields follow the group object picocli makes when it
 * matches), the initial value read on first use.
 */
final class RecordedMember implements IAnnotatedElement, IExtensible {

    private final Field field;
    private final RecordedAnnotation annotation;
    private final String description;
    private final ObjectScope scope;
    private final FieldValue value;
    private final ITypeInfo typeInfo;

    RecordedMember(Class<?> declaringClass, ModelSnapshot.MemberRecord record, ObjectScope scope) {
        try {
            this.field = declaringClass.getDeclaredField(record.field());
        } catch (NoSuchFieldException e) {
            throw new ModelSnapshot.Unusable(declaringClass.getName() + " has no field " + record.field());
        }
        field.setAccessible(true);
        this.annotation = record.annotation();
        this.description = record.description();
        this.scope = scope;
        this.value = new FieldValue(scope, field);
        this.typeInfo = typeInfo(field.getType(), record.auxiliaryTypes());
    }

    /** The type information of each type and auxiliary types met, which picocli never changes. */
    private static final Map<List<Class<?>>, ITypeInfo> TYPE_INFOS = new ConcurrentHashMap<>();

    /** picocli's own type information (its class is not public): that of an argument built with the same types. */
    private static ITypeInfo typeInfo(Class<?> type, Class<?>[] auxiliaryTypes) {
        List<Class<?>> key = new ArrayList<>();
        key.add(type);
        key.addAll(Arrays.asList(auxiliaryTypes));
        // No lambda: one made at run time is not in the class-data archive.
        ITypeInfo typeInfo = TYPE_INFOS.get(key);
        if (typeInfo == null) {
            typeInfo = PositionalParamSpec.builder().type(type).auxiliaryTypes(auxiliaryTypes).build().typeInfo();
            TYPE_INFOS.put(key, typeInfo);
        }
        return typeInfo;
    }

    RecordedAnnotation annotation() {
        return annotation;
    }

    @Override
    public Object userObject() {
        return field;
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return annotation.annotationType() == annotationClass;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return isAnnotationPresent(annotationClass) ? annotationClass.cast(annotation) : null;
    }

    @Override
    public String getName() {
        return field.getName();
    }

    @Override
    public String getMixinName() {
        String name = annotation.name();
        return name.isEmpty() ? getName() : name;
    }

    @Override
    public boolean isArgSpec() {
        return isOption() || isParameter();
    }

    @Override
    public boolean isOption() {
        return isAnnotationPresent(Option.class);
    }

    @Override
    public boolean isParameter() {
        return isAnnotationPresent(Parameters.class);
    }

    @Override
    public boolean isArgGroup() {
        return isAnnotationPresent(ArgGroup.class);
    }

    @Override
    public boolean isMixin() {
        return isAnnotationPresent(Mixin.class);
    }

    @Override
    public boolean isUnmatched() {
        return false;
    }

    @Override
    public boolean isSpec() {
        return isAnnotationPresent(Spec.class);
    }

    @Override
    public boolean isParentCommand() {
        return isAnnotationPresent(ParentCommand.class);
    }

    @Override
    public boolean isMultiValue() {
        Class<?> type = field.getType();
        return type.isArray() && type != char[].class || Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type);
    }

    @Override
    public boolean isInteractive() {
        return isArgSpec() && annotation.interactive();
    }

    @Override
    public boolean hasInitialValue() {
        return true;
    }

    @Override
    public boolean isMethodParameter() {
        return false;
    }

    @Override
    public int getMethodParamPosition() {
        return -1;
    }

    @Override
    public ObjectScope scope() {
        return scope;
    }

    @Override
    public FieldValue getter() {
        return value;
    }

    @Override
    public FieldValue setter() {
        return value;
    }

    @Override
    public ITypeInfo getTypeInfo() {
        return typeInfo;
    }

    @Override
    public String getToString() {
        return description;
    }

    @Override
    public String toString() {
        return field.toString();
    }

    /**
     * picocli asks its elements one extension, the state of the initial value: a field's is read on first use
     * ("POSTPONED"), as picocli's own element of a field says. Its type is not public, so it is named.
     */
    @Override
    public <T> T getExtension(Class<T> type) {
        if (type.isEnum() && type.getSimpleName().equals("InitialValueState")) {
            for (T state : type.getEnumConstants()) {
                if (((Enum<?>) state).name().equals("POSTPONED")) {
                    return state;
                }
            }
        }
        return null;
    }

    /** The scope that holds one object, which picocli replaces (a group's object, made when the group matches). */
    static final class ObjectScope implements IScope {
        private Object object;

        ObjectScope(Object object) {
            this.object = object;
        }

        @SuppressWarnings("unchecked")
        @Override
        public <T> T get() {
            return (T) object;
        }

        @SuppressWarnings("unchecked")
        @Override
        public <T> T set(T value) {
            T previous = (T) object;
            object = value;
            return previous;
        }
    }

    /** A field of the scope's current object, read and written as picocli's own field binding does. */
    static final class FieldValue implements IScoped, IGetter, ISetter {
        private final ObjectScope scope;
        private final Field field;

        FieldValue(ObjectScope scope, Field field) {
            this.scope = scope;
            this.field = field;
        }

        @Override
        public IScope getScope() {
            return scope;
        }

        @SuppressWarnings("unchecked")
        @Override
        public <T> T get() {
            Object object = scopeObject();
            try {
                return (T) field.get(object);
            } catch (IllegalAccessException | IllegalArgumentException e) {
                throw new PicocliException("Could not get value for field " + field, e);
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        public <T> T set(T value) {
            Object object = scopeObject();
            try {
                T previous = (T) field.get(object);
                field.set(object, value);
                return previous;
            } catch (IllegalAccessException | IllegalArgumentException e) {
                throw new PicocliException("Could not set value for field " + field + " to " + value, e);
            }
        }

        private Object scopeObject() {
            Object object = scope.get();
            if (object == null) {
                // picocli's binding fails so too (reading a field of no object), before a group's object is made.
                throw new PicocliException("Could not get value for field " + field, new NullPointerException("no object holds the field"));
            }
            return object;
        }

        @Override
        public String toString() {
            return "FieldBinding(" + field.getType().getName() + " " + field.getDeclaringClass().getName() + "." + field.getName() + ")";
        }
    }
}
