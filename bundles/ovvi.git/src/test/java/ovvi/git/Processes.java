package ovvi.git;

import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** Processes on this computer found by their command line: the Perl watches, a slow git. */
public final class Processes {

	private Processes() {
	}

	/** This test JVM's descendants whose command line matches. */
	static List<ProcessHandle> matching(Predicate<String> commandLine) {
		return matching(ProcessHandle.current().descendants(), commandLine);
	}

	/** The Perl watches this JVM started on this computer, running now. */
	public static List<ProcessHandle> perlWatches() {
		return matching(ProcessHandle.current().descendants(), Processes::isPerlWatch);
	}

	/**
	 * The Perl watches a remote machine's sshd runs: the test's sshd is this JVM's child, so they are
	 * its descendants but not its children. Only this JVM's: another test run on the same computer
	 * has watches of its own.
	 */
	static List<ProcessHandle> remotePerlWatches() {
		return matching(ProcessHandle.current().descendants(), Processes::isPerlWatch).stream()
				.filter(process -> process.parent().map(parent -> parent.pid() != ProcessHandle.current().pid()).orElse(true))
				.toList();
	}

	private static boolean isPerlWatch(String commandLine) {
		return commandLine.contains("perl") && commandLine.contains("Time::HiRes");
	}

	private static List<ProcessHandle> matching(Stream<ProcessHandle> processes, Predicate<String> commandLine) {
		return processes.filter(process -> process.info().commandLine().map(commandLine::test).orElse(false)).toList();
	}
}
