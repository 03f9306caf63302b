package ovvi.herdr.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * The wrapper that ends a command which ignores a closed stdin (herdr's observe, tail -F): a
 * watcher reads the wrapper's stdin and, at its end, kills the command by pid once a second
 * until it is gone, since one kill can be lost.
 */
final class FollowerWrapper {

	static final String SCRIPT = "exec 3<&0; \"$@\" & c=$!; { cat <&3 >/dev/null; while kill $c; do sleep 1; done; }"
			+ " >/dev/null 2>&1 & w=$!; wait $c 2>/dev/null; s=$?; kill $w 2>/dev/null; exit $s";

	private FollowerWrapper() {
	}

	static List<String> wrap(List<String> argv) {
		List<String> wrapped = new ArrayList<>(argv.size() + 4);
		wrapped.add("sh");
		wrapped.add("-c");
		wrapped.add(SCRIPT);
		wrapped.add("sh");
		wrapped.addAll(argv);
		return wrapped;
	}
}
