package ovvi.product.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The top-level X windows of a running product, found and worked with xdotool as a person's
 * desktop has them: real key presses (XTest) into the window that has the keyboard.
 */
record ProductWindows(Process ovvi) {

	/**
	 * The product's mapped windows whose title matches the pattern (xdotool's --all: of this pid, and
	 * so titled). A search that a window going away cut short (X's BadWindow) is made again.
	 */
	List<String> titled(String titlePattern) {
		while (true) {
			Run search = Run.of("search", "--all", "--onlyvisible", "--pid", Long.toString(ovvi.pid()), "--name", titlePattern);
			if (search.exitCode() == 0 || search.exitCode() == 1 && search.output().isBlank()) {
				return search.output().lines().toList();
			}
			if (!search.output().contains("BadWindow")) {
				throw search.failure();
			}
		}
	}

	/** Waits until a window of the product with such a title shows; returns it. */
	String awaitTitled(String titlePattern) throws InterruptedException {
		CommandLineTest.waitFor(() -> !titled(titlePattern).isEmpty(), "a window of Ovvi titled " + titlePattern);
		return titled(titlePattern).get(0);
	}

	/** Waits until no window of the product with such a title shows. */
	void awaitNoneTitled(String titlePattern, String what) throws InterruptedException {
		CommandLineTest.waitFor(() -> titled(titlePattern).isEmpty(), what);
	}

	/** Where the window is on the screen and its size, as xdotool says them. */
	String geometry(String window) {
		return Run.ok("getwindowgeometry", window).lines().skip(1).map(String::strip).toList().toString();
	}

	/** Makes the window the active one, as a click on it would, and waits until the window manager did. */
	void activate(String window) {
		Run.ok("windowactivate", "--sync", window);
	}

	/** Presses keys (xdotool's names: alt+w, Return) one after the other into the active window. */
	void keys(String... keys) {
		List<String> arguments = new ArrayList<>(List.of("key", "--clearmodifiers"));
		arguments.addAll(List.of(keys));
		Run.ok(arguments.toArray(String[]::new));
	}

	/** Types the text into the active window. */
	void type(String text) {
		Run.ok("type", "--clearmodifiers", text);
	}

	/** One run of xdotool against the display in DISPLAY. */
	private record Run(List<String> command, int exitCode, String output) {

		static Run of(String... arguments) {
			List<String> command = new ArrayList<>(List.of("xdotool"));
			command.addAll(List.of(arguments));
			try {
				Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
				run.getOutputStream().close();
				String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
				if (!run.waitFor(60, TimeUnit.SECONDS)) {
					run.destroyForcibly();
					throw new AssertionError(String.join(" ", command) + " did not end within 60 s");
				}
				return new Run(command, run.exitValue(), output);
			} catch (IOException e) {
				throw new AssertionError("xdotool could not run (apt-get install xdotool)", e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new AssertionError("interrupted: " + String.join(" ", command), e);
			}
		}

		/** The output of a run that must work. */
		static String ok(String... arguments) {
			Run run = of(arguments);
			if (run.exitCode() != 0) {
				throw run.failure();
			}
			return run.output();
		}

		AssertionError failure() {
			return new AssertionError(String.join(" ", command) + " failed (" + exitCode + "): " + output);
		}
	}
}
