package ovvi.herdr.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.management.HotSpotDiagnosticMXBean;

/** Measuring helpers for the benchmarks, which print figures and assert nothing. */
final class Figures {

	private Figures() {
	}

	interface Step {
		void run() throws Exception;
	}

	/** Runs a step n times after a warm-up and prints p50, p99 and this process's CPU time per step. */
	static void latency(String name, int warmup, int n, Step step) throws Exception {
		for (int i = 0; i < warmup; i++) {
			step.run();
		}
		long[] nanos = new long[n];
		long cpuBefore = processCpuNanos();
		long wallBefore = System.nanoTime();
		for (int i = 0; i < n; i++) {
			long start = System.nanoTime();
			step.run();
			nanos[i] = System.nanoTime() - start;
		}
		long wall = System.nanoTime() - wallBefore;
		long cpu = processCpuNanos() - cpuBefore;
		Arrays.sort(nanos);
		System.out.printf("%-58s n=%5d  p50 %8.3f ms  p99 %8.3f ms  CPU %7.3f ms/op  (%.0f op/s)%n", name, n,
				nanos[n / 2] / 1e6, nanos[(int) (n * 0.99)] / 1e6, cpu / 1e6 / n, n / (wall / 1e9));
	}

	static long processCpuNanos() {
		return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
	}

	static long openFileDescriptors() throws IOException {
		try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
			return fds.count();
		}
	}

	static int platformThreads() {
		return ManagementFactory.getThreadMXBean().getThreadCount();
	}

	/** Platform and virtual threads once their numbers hold still for 200 ms (at most 10 s): what ended before has gone. */
	static int[] settledThreads() throws IOException, InterruptedException {
		int[] last = { platformThreads(), virtualThreads() };
		long deadline = System.nanoTime() + 10_000_000_000L;
		while (System.nanoTime() < deadline) {
			Thread.sleep(200);
			int[] now = { platformThreads(), virtualThreads() };
			if (Arrays.equals(now, last)) {
				return now;
			}
			last = now;
		}
		return last;
	}

	/** Virtual threads alive now, from the JDK's thread dump, which lists them by their containers. */
	static int virtualThreads() throws IOException {
		Path dump = Files.createTempFile("ovvi-threads", ".json");
		try {
			Files.delete(dump);
			ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpThreads(dump.toString(),
					HotSpotDiagnosticMXBean.ThreadDumpFormat.JSON);
			int count = 0;
			JsonObject threadDump = JsonParser.parseString(Files.readString(dump)).getAsJsonObject().getAsJsonObject("threadDump");
			for (JsonElement container : threadDump.getAsJsonArray("threadContainers")) {
				for (JsonElement thread : container.getAsJsonObject().getAsJsonArray("threads")) {
					JsonElement virtual = thread.getAsJsonObject().get("virtual");
					if (virtual != null && virtual.getAsBoolean()) {
						count++;
					}
				}
			}
			return count;
		} finally {
			Files.deleteIfExists(dump);
		}
	}
}
