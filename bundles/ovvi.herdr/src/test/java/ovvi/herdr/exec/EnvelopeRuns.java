package ovvi.herdr.exec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Random argv, each with its envelope and what its run prints. Every other argv starts with a
 * random command name, a printer of its name and arguments (found in {@link #commands()}); the
 * others run sh's printf {@code %s\0}, which prints one empty element when given none.
 */
final class EnvelopeRuns implements Iterable<EnvelopeRuns.Run> {

	record Run(List<String> argv, Envelope envelope, List<String> printed) {
	}

	private final List<Run> runs;
	private final Path commands;

	private EnvelopeRuns(List<Run> runs, Path commands) {
		this.runs = runs;
		this.commands = commands;
	}

	/** @param commands a new folder for the printers the runs name */
	static EnvelopeRuns random(RandomArgv random, int count, Path commands) throws IOException, InterruptedException {
		List<Run> runs = new ArrayList<>(count);
		Set<String> names = new LinkedHashSet<>();
		while (runs.size() < count) {
			List<String> arguments = random.arguments();
			List<String> argv = new ArrayList<>();
			List<String> printed;
			if (runs.size() % 2 == 0) {
				String name = random.commandName();
				names.add(name);
				argv.add(name);
				argv.addAll(arguments);
				printed = argv;
			} else {
				argv.addAll(List.of("printf", "%s\\0"));
				argv.addAll(arguments);
				printed = arguments.isEmpty() ? List.of("") : arguments;
			}
			Envelope envelope = Envelope.of(argv);
			// the rare argv too big for the inline envelope is left to the tests of the limit
			if (envelope.stdinLine() == null) {
				runs.add(new Run(List.copyOf(argv), envelope, List.copyOf(printed)));
			}
		}
		return new EnvelopeRuns(runs, PrinterCommands.install(commands, names));
	}

	Run get(int index) {
		return runs.get(index);
	}

	int size() {
		return runs.size();
	}

	/** The folder of the printers. */
	Path commands() {
		return commands;
	}

	/** The envelopes of runs from to to, one a line. */
	String envelopes(int from, int to) {
		return runs.subList(from, to).stream().map(run -> run.envelope().commandLine() + "\n").collect(Collectors.joining());
	}

	List<List<String>> printed(int from, int to) {
		return runs.subList(from, to).stream().map(Run::printed).toList();
	}

	@Override
	public Iterator<Run> iterator() {
		return runs.iterator();
	}
}
