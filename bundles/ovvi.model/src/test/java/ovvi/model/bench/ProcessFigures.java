package ovvi.model.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** What must stay flat in a long run: this JVM's heap after a GC, threads, open descriptors and child processes. */
record ProcessFigures(long heapMb, int threads, long descriptors, List<String> children) {

	static ProcessFigures now() throws IOException {
		System.gc();
		long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
		try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
			return new ProcessFigures(heap / (1024 * 1024), ManagementFactory.getThreadMXBean().getThreadCount(),
					fds.count(), childProcesses());
		}
	}

	/** The processes whose parent is this JVM, by /proc/‹pid›/stat (a ProcessHandle would only list those Java started). */
	private static List<String> childProcesses() throws IOException {
		String self = Long.toString(ProcessHandle.current().pid());
		List<String> children = new ArrayList<>();
		try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
			for (Path entry : entries.filter(path -> path.getFileName().toString().matches("\\d+")).toList()) {
				String stat;
				try {
					stat = Files.readString(entry.resolve("stat"));
				} catch (IOException ended) {
					continue;
				}
				// pid (comm) state ppid ...: comm may hold spaces and parentheses, so the fields after the last ')'
				String[] after = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
				if (after[1].equals(self)) {
					children.add(stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
				}
			}
		}
		return children;
	}

	@Override
	public String toString() {
		return String.format("heap after GC %d MB, %d live threads, %d open file descriptors, %d child processes %s",
				heapMb, threads, descriptors, children.size(), children);
	}
}
