package org.nqueens.cli.snapshot;

import java.lang.annotation.Annotation;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * One picocli annotation as recorded at build time: the values of all its attributes, by name. One class stands for
 * every picocli annotation the command line uses (no two of them have an attribute of the same name and another type),
 * so that replaying a model spins no proxy class: the JDK makes one proxy class per annotation type at run time, which
 * the class-data archive of JDK 17 cannot hold.
 */
final class RecordedAnnotation implements Command, Option, Parameters, ArgGroup, Mixin, Spec, ParentCommand {

    private final Class<? extends Annotation> type;
    private final Map<String, Object> values;
    private final Map<String, Object> defaults;

    /**
     * The annotation of {@code type} with {@code values}, and {@code defaults} for the attributes it does not name
     * (together they must name every attribute of the type). Neither map may change after.
     */
    RecordedAnnotation(Class<? extends Annotation> type, Map<String, Object> values, Map<String, Object> defaults) {
        this.type = type;
        this.values = values;
        this.defaults = defaults;
    }

    @Override
    public Class<? extends Annotation> annotationType() {
        return type;
    }

    @SuppressWarnings("unchecked")
    private <T> T value(String name) {
        Object value = values.get(name);
        if (value == null) {
            value = defaults.get(name);
        }
        if (value == null) {
            throw new IllegalStateException("The recorded @" + type.getSimpleName() + " has no value for its attribute " + name + ".");
        }
        if (value instanceof Object[] array) {
            return (T) array.clone();
        }
        return (T) value;
    }

    @Override
    public String toString() {
        return "@" + type.getName() + values + " (else the defaults)";
    }

    // Command
    @Override public String name() { return value("name"); }
    @Override public String[] aliases() { return value("aliases"); }
    @Override public Class<?>[] subcommands() { return value("subcommands"); }
    @Override public boolean subcommandsRepeatable() { return value("subcommandsRepeatable"); }
    @Override public boolean addMethodSubcommands() { return value("addMethodSubcommands"); }
    @Override public String separator() { return value("separator"); }
    @Override public String[] version() { return value("version"); }
    @Override public Class<? extends CommandLine.IVersionProvider> versionProvider() { return value("versionProvider"); }
    @Override public boolean mixinStandardHelpOptions() { return value("mixinStandardHelpOptions"); }
    @Override public boolean helpCommand() { return value("helpCommand"); }
    @Override public String headerHeading() { return value("headerHeading"); }
    @Override public String[] header() { return value("header"); }
    @Override public String synopsisHeading() { return value("synopsisHeading"); }
    @Override public boolean abbreviateSynopsis() { return value("abbreviateSynopsis"); }
    @Override public String[] customSynopsis() { return value("customSynopsis"); }
    @Override public String synopsisSubcommandLabel() { return value("synopsisSubcommandLabel"); }
    @Override public String descriptionHeading() { return value("descriptionHeading"); }
    @Override public String[] description() { return value("description"); }
    @Override public String parameterListHeading() { return value("parameterListHeading"); }
    @Override public String optionListHeading() { return value("optionListHeading"); }
    @Override public boolean sortOptions() { return value("sortOptions"); }
    @Override public boolean sortSynopsis() { return value("sortSynopsis"); }
    @Override public char requiredOptionMarker() { return value("requiredOptionMarker"); }
    @Override public Class<? extends CommandLine.IDefaultValueProvider> defaultValueProvider() { return value("defaultValueProvider"); }
    @Override public boolean showDefaultValues() { return value("showDefaultValues"); }
    @Override public boolean showAtFileInUsageHelp() { return value("showAtFileInUsageHelp"); }
    @Override public boolean showEndOfOptionsDelimiterInUsageHelp() { return value("showEndOfOptionsDelimiterInUsageHelp"); }
    @Override public String commandListHeading() { return value("commandListHeading"); }
    @Override public String footerHeading() { return value("footerHeading"); }
    @Override public String[] footer() { return value("footer"); }
    @Override public boolean hidden() { return value("hidden"); }
    @Override public String resourceBundle() { return value("resourceBundle"); }
    @Override public int usageHelpWidth() { return value("usageHelpWidth"); }
    @Override public boolean usageHelpAutoWidth() { return value("usageHelpAutoWidth"); }
    @Override public String exitCodeListHeading() { return value("exitCodeListHeading"); }
    @Override public String[] exitCodeList() { return value("exitCodeList"); }
    @Override public int exitCodeOnSuccess() { return value("exitCodeOnSuccess"); }
    @Override public int exitCodeOnUsageHelp() { return value("exitCodeOnUsageHelp"); }
    @Override public int exitCodeOnVersionHelp() { return value("exitCodeOnVersionHelp"); }
    @Override public int exitCodeOnInvalidInput() { return value("exitCodeOnInvalidInput"); }
    @Override public int exitCodeOnExecutionException() { return value("exitCodeOnExecutionException"); }
    @Override public Class<? extends CommandLine.IModelTransformer> modelTransformer() { return value("modelTransformer"); }
    @Override public Class<? extends CommandLine.IParameterPreprocessor> preprocessor() { return value("preprocessor"); }
    @Override public ScopeType scope() { return value("scope"); }

    // Option and Parameters
    @Override public String[] names() { return value("names"); }
    @Override public boolean required() { return value("required"); }
    @Override public boolean help() { return value("help"); }
    @Override public boolean usageHelp() { return value("usageHelp"); }
    @Override public boolean versionHelp() { return value("versionHelp"); }
    @Override public String descriptionKey() { return value("descriptionKey"); }
    @Override public String arity() { return value("arity"); }
    @Override public String paramLabel() { return value("paramLabel"); }
    @Override public boolean hideParamSyntax() { return value("hideParamSyntax"); }
    @Override public Class<?>[] type() { return value("type"); }
    @Override public Class<? extends CommandLine.ITypeConverter<?>>[] converter() { return value("converter"); }
    @Override public String split() { return value("split"); }
    @Override public String splitSynopsisLabel() { return value("splitSynopsisLabel"); }
    @Override public String defaultValue() { return value("defaultValue"); }
    @Override public Help.Visibility showDefaultValue() { return value("showDefaultValue"); }
    @Override public Class<? extends Iterable<String>> completionCandidates() { return value("completionCandidates"); }
    @Override public boolean interactive() { return value("interactive"); }
    @Override public boolean echo() { return value("echo"); }
    @Override public String prompt() { return value("prompt"); }
    @Override public boolean negatable() { return value("negatable"); }
    @Override public String fallbackValue() { return value("fallbackValue"); }
    @Override public String mapFallbackValue() { return value("mapFallbackValue"); }
    @Override public int order() { return value("order"); }
    @Override public Class<? extends CommandLine.IParameterConsumer> parameterConsumer() { return value("parameterConsumer"); }
    @Override public String index() { return value("index"); }

    // ArgGroup
    @Override public String heading() { return value("heading"); }
    @Override public String headingKey() { return value("headingKey"); }
    @Override public boolean exclusive() { return value("exclusive"); }
    @Override public String multiplicity() { return value("multiplicity"); }
    @Override public boolean validate() { return value("validate"); }

    // Spec
    @Override public Spec.Target value() { return value("value"); }
}
