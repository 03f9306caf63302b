package ovvi.product.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/** One run of the product's {@code ovvi} script with an environment the test controls. */
record Launch(int exitCode, String stdout, String stderr) {

	static Launch run(Path home, Map<String, String> environment, long timeoutSeconds, String... arguments)
			throws IOException, InterruptedException {
		return run(Repository.product(), home, environment, timeoutSeconds, arguments);
	}

	/** A run of the {@code ovvi} script of another copy of the product. */
	static Launch run(Path product, Path home, Map<String, String> environment, long timeoutSeconds, String... arguments)
			throws IOException, InterruptedException {
		Process process = start(product, home, environment, arguments);
		process.getOutputStream().close();
		CompletableFuture<String> stdout = readAll(process.inputReader(), line -> {});
		CompletableFuture<String> stderr = readAll(process.errorReader(), line -> {});
		if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
			process.destroyForcibly();
			throw new AssertionError("ovvi did not exit within " + timeoutSeconds + " s");
		}
		return new Launch(process.exitValue(), stdout.join(), stderr.join());
	}

	/**
	 * Starts {@code ovvi} with HOME at {@code home}, the test's Java as JAVA_HOME and no XDG_ or
	 * OVVI_ variables, then the given variables (a null value removes one).
	 */
	static Process start(Path home, Map<String, String> environment, String... arguments) throws IOException {
		return start(Repository.product(), home, environment, arguments);
	}

	static Process start(Path product, Path home, Map<String, String> environment, String... arguments) throws IOException {
		List<String> command = new ArrayList<>(List.of(product.resolve("ovvi").toString()));
		command.addAll(List.of(arguments));
		ProcessBuilder builder = new ProcessBuilder(command);
		Map<String, String> env = builder.environment();
		env.keySet().removeIf(name -> name.startsWith("XDG_") || name.startsWith("OVVI_") || name.equals("JAVA_HOME"));
		env.put("HOME", home.toString());
		env.put("JAVA_HOME", System.getProperty("java.home"));
		environment.forEach((name, value) -> {
			if (value == null) {
				env.remove(name);
			} else {
				env.put(name, value);
			}
		});
		return builder.start();
	}

	/**
	 * Reads a child's output while it runs, on a thread of its own (the common pool may have a
	 * single thread): output larger than a pipe would otherwise hold the child up. Each line also
	 * goes to {@code eachLine} as it comes.
	 */
	static CompletableFuture<String> readAll(BufferedReader reader, Consumer<String> eachLine) {
		return CompletableFuture.supplyAsync(() -> {
			try (reader) {
				StringBuilder text = new StringBuilder();
				reader.lines().forEach(line -> {
					eachLine.accept(line);
					text.append(line).append('\n');
				});
				return text.toString();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, task -> Thread.ofPlatform().daemon().start(task));
	}

	/** A product started by a test, its output read while it runs, line by line into {@code lines} as well. */
	record Started(Process ovvi, CompletableFuture<String> stdout, CompletableFuture<String> stderr, OutputLines lines) {
	}

	/** Starts the product with these variables and its start-up timing on; returns once its first window shows. */
	static Started startToFirstWindow(Path home, Map<String, String> environment, String... arguments) throws Exception {
		return startToFirstWindow(Repository.product(), home, environment, arguments);
	}

	static Started startToFirstWindow(Path product, Path home, Map<String, String> environment, String... arguments) throws Exception {
		Map<String, String> env = new java.util.HashMap<>(environment);
		env.put("OVVI_JAVA_OPTS", "-Dovvi.startupTiming=true");
		Process ovvi = start(product, home, env, arguments);
		ovvi.getOutputStream().close();
		OutputLines lines = new OutputLines();
		CompletableFuture<String> stdout = readAll(ovvi.inputReader(), lines::add);
		stdout.whenComplete((text, failed) -> lines.end());
		CompletableFuture<String> stderr = readAll(ovvi.errorReader(), line -> {});
		try {
			lines.await(Pattern.compile("ovvi: first window after .*"), Duration.ofSeconds(120));
		} catch (Exception | AssertionError noWindow) {
			ovvi.destroyForcibly();
			throw noWindow;
		}
		return new Started(ovvi, stdout, stderr, lines);
	}
}
