package ovvi.git;

import java.util.List;
import java.util.function.Predicate;

/** This test JVM's descendant processes, found by their command line. */
final class Processes {

	private Processes() {
	}

	static List<ProcessHandle> matching(Predicate<String> commandLine) {
		return ProcessHandle.current().descendants()
				.filter(process -> process.info().commandLine().map(commandLine::test).orElse(false))
				.toList();
	}

	/** The Perl watches running now. */
	static List<ProcessHandle> perlWatches() {
		return matching(line -> line.contains("perl") && line.contains("Time::HiRes"));
	}
}
