package org.nqueens.cli.snapshot;

import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.InitializationException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The picocli model of a command object, replayed from the build's snapshot of the annotations where it holds every
 * class the command is made of, unchanged; read from the annotations (picocli's {@code CommandSpec.forAnnotatedObject})
 * otherwise. The replay follows picocli's own reading of an annotated object step by step (picocli 4.7.7's
 * {@code CommandReflection}): the {@code @Command} attributes of each class from the top of the hierarchy down, the
 * subcommands they name, then the fields in declaration order, each built by picocli's builder for an annotated
 * element; only the annotations come from the snapshot.
 */
public final class CommandModels {

    /** picocli's mixin of the standard help options (a class of its own, not public), and the name it gives the mixin. */
    static final String STANDARD_HELP_MIXIN = "picocli.CommandLine$AutoHelpMixin";
    private static final String STANDARD_HELP_KEY = "mixinStandardHelpOptions";

    private final ModelSnapshot snapshot;
    private final IFactory factory = CommandLine.defaultFactory();

    private CommandModels(ModelSnapshot snapshot) {
        this.snapshot = snapshot;
    }

    /** The model of {@code command} (an object of a class with picocli annotations). */
    public static CommandSpec of(Object command) {
        return of(command, ModelSnapshot.standard());
    }

    /** A new object of {@code commandClass}, made as picocli makes a subcommand's (its constructor without arguments). */
    public static Object newCommand(Class<?> commandClass) {
        return instance(commandClass);
    }

    /** The model of {@code command} read from its annotations, as picocli reads it: what the snapshot must replay. */
    public static CommandSpec fromAnnotations(Object command) {
        return CommandSpec.forAnnotatedObject(command);
    }

    /** The name {@code commandClass}'s {@code @Command} gives it, from the snapshot where it holds the class. */
    public static String name(Class<?> commandClass) {
        try {
            String name = ModelSnapshot.standard().commandName(commandClass);
            if (name != null) {
                return name;
            }
        } catch (ModelSnapshot.Unusable unusable) {
            // Read from the annotation below.
        }
        Command command = commandClass.getAnnotation(Command.class);
        return command == null ? "" : command.name();
    }

    /** Whether {@code command}'s model is replayed from the build's snapshot (false: it is read from the annotations). */
    public static boolean replayable(Object command) {
        try {
            new CommandModels(ModelSnapshot.standard()).checkAll(command.getClass(), new ArrayList<>());
            return true;
        } catch (ModelSnapshot.Unusable unusable) {
            return false;
        }
    }

    static CommandSpec of(Object command, ModelSnapshot snapshot) {
        CommandModels models = new CommandModels(snapshot);
        try {
            // Every class first, so that a stale snapshot is found before the command object is touched.
            models.checkAll(command.getClass(), new ArrayList<>());
            return models.command(command);
        } catch (ModelSnapshot.Unusable unusable) {
            return fromAnnotations(command);
        }
    }

    /** Checks the records of {@code type}'s hierarchy and of the mixin, group and subcommand classes its fields declare. */
    private void checkAll(Class<?> type, List<Class<?>> seen) {
        for (Class<?> each : hierarchy(type)) {
            if (seen.contains(each)) {
                continue;
            }
            seen.add(each);
            ModelSnapshot.ClassRecord record = snapshot.record(each);
            if (record.command() != null) {
                if (record.command().mixinStandardHelpOptions()) {
                    snapshot.record(Tokens.type(STANDARD_HELP_MIXIN));
                }
                for (Class<?> subcommand : record.command().subcommands()) {
                    checkAll(subcommand, seen);
                }
            }
            for (ModelSnapshot.MemberRecord member : record.members()) {
                Class<?> annotation = member.annotation().annotationType();
                if (annotation == Mixin.class || annotation == ArgGroup.class) {
                    checkAll(member.auxiliaryTypes()[0], seen);
                }
            }
        }
    }

    /** {@code type} and its superclasses below {@code Object}, from the top down, as picocli reads them. */
    private static List<Class<?>> hierarchy(Class<?> type) {
        List<Class<?>> classes = new ArrayList<>();
        for (Class<?> each = type; each != null && each != Object.class; each = each.getSuperclass()) {
            classes.add(each);
        }
        Collections.reverse(classes);
        return classes;
    }

    private CommandSpec command(Object command) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command, factory);
        RecordedMember.ObjectScope scope = new RecordedMember.ObjectScope(command);
        boolean standardHelpOptions = false;
        for (Class<?> type : hierarchy(command.getClass())) {
            ModelSnapshot.ClassRecord record = snapshot.record(type);
            RecordedAnnotation annotation = record.command();
            if (annotation != null) {
                spec.updateCommandAttributes(annotation, factory);
                standardHelpOptions |= annotation.mixinStandardHelpOptions();
                for (Class<?> subcommand : annotation.subcommands()) {
                    CommandSpec sub = command(instance(subcommand));
                    String name = snapshot.record(subcommand).command().name();
                    // As picocli adds a subcommand its @Command names: the sub's @ParentCommand fields are set then.
                    spec.addSubcommand(name, new CommandLine(sub, factory));
                }
            }
            for (ModelSnapshot.MemberRecord member : record.members()) {
                add(spec, new RecordedMember(type, member, scope));
            }
        }
        // The standard help options last, as picocli adds them.
        if (standardHelpOptions) {
            standardHelpOptions(spec);
        }
        for (OptionSpec option : spec.options()) {
            option.messages(spec.usageMessage().messages());
        }
        for (PositionalParamSpec positional : spec.positionalParameters()) {
            positional.messages(spec.usageMessage().messages());
        }
        for (ArgGroupSpec group : spec.argGroups()) {
            group.messages(spec.usageMessage().messages());
        }
        return spec;
    }

    /**
     * {@code -h/--help} and {@code -V/--version}, as picocli's {@code CommandSpec.mixinStandardHelpOptions} adds them: its
     * mixin of the two options, which picocli reads from the annotations of its own class at each command; here replayed
     * as the other mixins are, where the snapshot holds that class.
     */
    private void standardHelpOptions(CommandSpec spec) {
        if (spec.inherited() || spec.scopeType() == CommandLine.ScopeType.INHERIT) {
            // picocli then adds the options to the subcommands too, and marks them inherited: left to picocli.
            spec.mixinStandardHelpOptions(true);
            return;
        }
        Class<?> type = Tokens.type(STANDARD_HELP_MIXIN);
        snapshot.record(type);
        CommandSpec mixin = command(instance(type));
        if (!Collections.disjoint(mixin.optionsMap().keySet(), spec.optionsMap().keySet())) {
            // The command has a -h or --version of its own, which picocli keeps and then adds no standard options.
            return;
        }
        spec.addMixin(STANDARD_HELP_KEY, mixin);
    }

    private void add(CommandSpec spec, RecordedMember member) {
        Class<?> annotation = member.annotation().annotationType();
        if (annotation == Mixin.class) {
            Object mixinObject = member.getter().get();
            if (mixinObject == null) {
                mixinObject = instance(member.getTypeInfo().getType());
                member.setter().set(mixinObject);
            }
            CommandSpec mixin = command(mixinObject).withToString(member.getToString());
            spec.addMixin(member.getMixinName(), mixin, member);
            for (CommandLine.Model.IAnnotatedElement element : mixin.specElements()) {
                // Every element of a replayed model is a recorded one.
                RecordedMember specMember = (RecordedMember) element;
                if (specMember.annotation().value() == Spec.Target.MIXEE) {
                    specMember.setter().set(spec);
                }
            }
            if (!mixin.parentCommandElements().isEmpty()) {
                // picocli sets a mixin's @ParentCommand only where the mixee is a subcommand its parent's @Command names.
                throw new ModelSnapshot.Unusable("the mixin " + mixinObject.getClass().getName() + " has a @ParentCommand field");
            }
        } else if (annotation == ArgGroup.class) {
            spec.addArgGroup(group(spec, member));
        } else if (annotation == Option.class) {
            spec.add(OptionSpec.builder(member, factory).build());
        } else if (annotation == Parameters.class) {
            spec.add(PositionalParamSpec.builder(member, factory).build());
        } else if (annotation == Spec.class) {
            spec.addSpecElement(member);
            if (member.annotation().value() == Spec.Target.SELF) {
                member.setter().set(spec);
            }
        } else if (annotation == ParentCommand.class) {
            spec.addParentCommandElement(member);
        }
    }

    /** An argument group, as picocli reads one: its fields bound to the group object, which picocli makes when it matches. */
    private ArgGroupSpec group(CommandSpec spec, RecordedMember member) {
        Object instance = member.getter().get();
        Class<?> type = instance == null ? member.getTypeInfo().getType() : instance.getClass();
        if (member.isMultiValue()) {
            type = member.getTypeInfo().getAuxiliaryTypes()[0];
        }
        RecordedMember.ObjectScope scope = new RecordedMember.ObjectScope(instance);
        ArgGroupSpec.Builder builder = ArgGroupSpec.builder(member);
        builder.updateArgGroupAttributes(member.annotation());
        for (Class<?> each : hierarchy(type)) {
            for (ModelSnapshot.MemberRecord record : snapshot.record(each).members()) {
                RecordedMember inner = new RecordedMember(each, record, scope);
                Class<?> annotation = record.annotation().annotationType();
                if (annotation == Option.class) {
                    builder.addArg(OptionSpec.builder(inner, factory).build());
                } else if (annotation == Parameters.class) {
                    builder.addArg(PositionalParamSpec.builder(inner, factory).build());
                } else if (annotation == ArgGroup.class) {
                    builder.addSubgroup(group(spec, inner));
                } else if (annotation == Spec.class) {
                    builder.addSpecElement(inner);
                } else if (annotation == ParentCommand.class) {
                    spec.addParentCommandElement(inner);
                } else {
                    throw new ModelSnapshot.Unusable("the group " + type.getName() + " has a @" + annotation.getSimpleName() + " field");
                }
            }
        }
        return builder.build();
    }

    /** A new object of {@code type}, made as picocli's default factory makes one (its constructor without arguments). */
    private static Object instance(Class<?> type) {
        try {
            Constructor<?> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new InitializationException("Could not instantiate " + type.getName() + ": " + e, e);
        }
    }
}
