package ovvi.sim.server;

import com.pty4j.PtyProcess;
import com.pty4j.WinSize;
import com.pty4j.unix.UnixPtyProcess;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;

/**
 * A PTY's window size with its pixels: pty4j 0.13's WinSize keeps only the grid, so the pixels a
 * client's cell size gives are set with the ioctl itself (Linux's TIOCSWINSZ). Elsewhere the
 * grid alone is set.
 */
final class PtyWindowSize {

	private static final NativeLong TIOCSWINSZ = new NativeLong(0x5414);
	private static final boolean LINUX = System.getProperty("os.name").startsWith("Linux");

	private interface C extends Library {
		/** The winsize struct: rows, columns, width and height in pixels, 16 bits each. */
		int ioctl(int fd, NativeLong request, short[] winsize);
	}

	private static C c;

	private PtyWindowSize() {
	}

	static void set(PtyProcess pty, int cols, int rows, int widthPx, int heightPx) {
		if (!LINUX || !(pty instanceof UnixPtyProcess unix) || widthPx == 0 && heightPx == 0) {
			pty.setWinSize(new WinSize(cols, rows));
			return;
		}
		short[] winsize = { (short) rows, (short) cols, (short) widthPx, (short) heightPx };
		if (library().ioctl(unix.getPty().getMasterFD(), TIOCSWINSZ, winsize) != 0) {
			// the grid at least, as before
			pty.setWinSize(new WinSize(cols, rows));
		}
	}

	private static synchronized C library() {
		if (c == null) {
			c = Native.load("c", C.class);
		}
		return c;
	}
}
