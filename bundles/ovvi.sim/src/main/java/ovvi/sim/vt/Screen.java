package ovvi.sim.vt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A small VT/xterm emulator: the server-side screen of one pane. It covers what shells and agent
 * TUIs use: cursor motion, erase, insert/delete, scroll regions, SGR colours, the alternate screen,
 * scrollback, soft wraps, titles and the input modes herdr encodes keys for. East Asian wide
 * characters and emoji take two cells (the second a tail the first one draws), combining marks
 * none ({@link CharWidth}). All methods are synchronized: the PTY reader writes while API threads read.
 */
public final class Screen {

	private static final int SCROLLBACK_LIMIT = 10_000;

	private int cols;
	private int rows;
	private Line[] main;
	private Line[] alt;
	private boolean altActive;
	private final Deque<Line> scrollback = new ArrayDeque<>();
	private int cx;
	private int cy;
	private boolean wrapPending;
	private int top;
	private int bottom;
	private Style style = Style.PLAIN;
	/** The OSC 8 hyperlink open now (null for none): printed cells carry it, SGR leaves it alone. */
	private String link;
	private int[] saved = { 0, 0 };
	private Style savedStyle = Style.PLAIN;
	private int[] savedMainCursor = { 0, 0 };
	private int viewOffset;
	private long changeCount;

	private boolean appCursor;
	private boolean bracketedPaste;
	/** 0 when the program asked for no mouse reports, else the last of 1000, 1002, 1003 it turned on. */
	private int mouseTracking;
	private boolean mouseSgr;
	private boolean alternateScroll = true;
	private boolean cursorVisible = true;
	private int cursorShape;
	private boolean autowrap = true;
	private String title;
	private final Deque<Integer> kittyStack = new ArrayDeque<>();

	private final Consumer<byte[]> replies;
	private final Parser parser = new Parser();

	public Screen(int cols, int rows, Consumer<byte[]> replies) {
		this.cols = Math.max(1, cols);
		this.rows = Math.max(1, rows);
		this.replies = replies;
		main = blankGrid(this.cols, this.rows);
		alt = blankGrid(this.cols, this.rows);
		top = 0;
		bottom = this.rows - 1;
	}

	private static Line[] blankGrid(int cols, int rows) {
		Line[] g = new Line[rows];
		for (int i = 0; i < rows; i++) {
			g[i] = new Line(cols, Style.PLAIN);
		}
		return g;
	}

	private Line[] grid() {
		return altActive ? alt : main;
	}

	// ---- input ---------------------------------------------------------------------------

	public synchronized void feed(byte[] data, int len) {
		for (int i = 0; i < len; i++) {
			parser.accept(data[i] & 0xff);
		}
		changed();
	}

	public void feed(String s) {
		byte[] b = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
		feed(b, b.length);
	}

	/** Bumped on every write; frame streams use it to skip unchanged screens cheaply. */
	public synchronized long changeCount() {
		return changeCount;
	}

	private void changed() {
		changeCount++;
		notifyAll();
	}

	/**
	 * Waits until the screen has changed since {@code seen} or {@code wake} holds. Whoever makes
	 * {@code wake} true calls {@link #wakeWaiters()} afterwards.
	 */
	public synchronized void awaitChange(long seen, BooleanSupplier wake) throws InterruptedException {
		while (changeCount == seen && !wake.getAsBoolean()) {
			wait();
		}
	}

	/** Makes {@link #awaitChange} look at its {@code wake} condition again. */
	public synchronized void wakeWaiters() {
		notifyAll();
	}

	public synchronized void resize(int newCols, int newRows) {
		newCols = Math.max(1, newCols);
		newRows = Math.max(1, newRows);
		if (newCols == cols && newRows == rows) {
			return;
		}
		main = resizeGrid(main, newCols, newRows, true);
		alt = resizeGrid(alt, newCols, newRows, false);
		List<Line> sb = new ArrayList<>(scrollback);
		scrollback.clear();
		for (Line l : sb) {
			scrollback.add(l.resized(newCols));
		}
		int shift = altActive ? 0 : Math.max(0, cy - (newRows - 1));
		cols = newCols;
		rows = newRows;
		cy = Math.min(Math.max(0, cy - shift), rows - 1);
		cx = Math.min(cx, cols - 1);
		top = 0;
		bottom = rows - 1;
		wrapPending = false;
		viewOffset = Math.min(viewOffset, scrollback.size());
		changed();
	}

	/** Shrinking the main screen pushes rows above the cursor into scrollback, as terminals do. */
	private Line[] resizeGrid(Line[] g, int newCols, int newRows, boolean keepHistory) {
		List<Line> lines = new ArrayList<>();
		for (Line l : g) {
			lines.add(l.resized(newCols));
		}
		int cursorRow = (g == grid()) ? cy : g.length - 1;
		while (lines.size() > newRows) {
			// drop blank rows below the cursor first, then push the top into history
			int last = lines.size() - 1;
			if (last > cursorRow && lines.get(last).isBlank()) {
				lines.remove(last);
			} else {
				Line gone = lines.remove(0);
				cursorRow--;
				if (keepHistory) {
					pushScrollback(gone);
				}
			}
		}
		while (lines.size() < newRows) {
			lines.add(new Line(newCols, Style.PLAIN));
		}
		return lines.toArray(new Line[0]);
	}

	private void pushScrollback(Line l) {
		scrollback.addLast(l);
		if (scrollback.size() > SCROLLBACK_LIMIT) {
			scrollback.removeFirst();
		}
		if (viewOffset > 0) {
			viewOffset = Math.min(viewOffset + 1, scrollback.size());
		}
	}

	// ---- reading -------------------------------------------------------------------------

	public synchronized int cols() {
		return cols;
	}

	public synchronized int rows() {
		return rows;
	}

	public synchronized boolean altScreen() {
		return altActive;
	}

	public synchronized boolean appCursor() {
		return appCursor;
	}

	public synchronized boolean bracketedPaste() {
		return bracketedPaste;
	}

	public synchronized boolean mouseReporting() {
		return mouseTracking != 0;
	}

	/** Whether drags are reported (1002 or 1003). */
	public synchronized boolean mouseDrags() {
		return mouseTracking == 1002 || mouseTracking == 1003;
	}

	/** Whether moves with no button held are reported (1003). */
	public synchronized boolean mouseMoves() {
		return mouseTracking == 1003;
	}

	public synchronized boolean mouseSgr() {
		return mouseSgr;
	}

	public synchronized boolean alternateScroll() {
		return alternateScroll;
	}

	public synchronized String title() {
		return title;
	}

	public synchronized int scrollbackRows() {
		return altActive ? 0 : scrollback.size();
	}

	public synchronized int viewOffset() {
		return altActive ? 0 : viewOffset;
	}

	/** Moves the shared viewport; clamps to 0..scrollback. @return whether it moved */
	public synchronized boolean setViewOffset(int offset) {
		int clamped = Math.max(0, Math.min(offset, scrollbackRows()));
		boolean moved = clamped != viewOffset;
		viewOffset = clamped;
		if (moved) {
			changed();
		}
		return moved;
	}

	/** The rows currently displayed (respecting the scroll-back position), copies. */
	public synchronized List<Line> viewport() {
		List<Line> all = allRows();
		int end = all.size() - viewOffset();
		return copies(all.subList(end - rows, end));
	}

	/** Scrollback plus screen, oldest first, copies. */
	public synchronized List<Line> history() {
		return copies(allRows());
	}

	private List<Line> allRows() {
		List<Line> all = new ArrayList<>(rows + (altActive ? 0 : scrollback.size()));
		if (!altActive) {
			all.addAll(scrollback);
		}
		for (Line l : grid()) {
			all.add(l);
		}
		return all;
	}

	private static List<Line> copies(List<Line> lines) {
		List<Line> out = new ArrayList<>(lines.size());
		for (Line l : lines) {
			out.add(l.copy());
		}
		return out;
	}

	public synchronized int[] cursor() {
		return new int[] { cx, cy };
	}

	public synchronized boolean cursorVisible() {
		return cursorVisible && viewOffset() == 0;
	}

	/** The program's DECSCUSR cursor shape (0 the terminal's default, 1–6 block/underline/bar, blinking or not). */
	public synchronized int cursorShape() {
		return cursorShape;
	}

	// ---- actions -------------------------------------------------------------------------

	private void print(int cp) {
		int width = CharWidth.of(cp);
		if (width == 0) {
			return; // combining marks and joiners: the base character's cell stands for them
		}
		if (wrapPending || (width == 2 && cx == cols - 1 && autowrap)) {
			if (autowrap) {
				grid()[cy].wrapped = true;
				cx = 0;
				lineFeed();
			}
			wrapPending = false;
		}
		Line line = grid()[cy];
		Style linked = style.linked(link);
		line.chars[cx] = cp;
		line.styles[cx] = linked;
		if (width == 2 && cx + 1 < cols) {
			line.chars[cx + 1] = Line.WIDE_TAIL;
			line.styles[cx + 1] = linked;
		}
		if (cx + width >= cols) {
			cx = cols - 1;
			wrapPending = true;
		} else {
			cx += width;
		}
	}

	private void lineFeed() {
		if (cy == bottom) {
			scrollUp(1);
		} else if (cy < rows - 1) {
			cy++;
		}
	}

	private void reverseIndex() {
		if (cy == top) {
			scrollDown(1);
		} else if (cy > 0) {
			cy--;
		}
	}

	private void scrollUp(int n) {
		Line[] g = grid();
		for (int k = 0; k < n; k++) {
			Line gone = g[top];
			if (!altActive && top == 0) {
				pushScrollback(gone);
			}
			System.arraycopy(g, top + 1, g, top, bottom - top);
			g[bottom] = new Line(cols, blankStyle());
		}
	}

	private void scrollDown(int n) {
		Line[] g = grid();
		for (int k = 0; k < n; k++) {
			System.arraycopy(g, top, g, top + 1, bottom - top);
			g[top] = new Line(cols, blankStyle());
		}
	}

	private Style blankStyle() {
		return new Style(-1, style.bg(), 0);
	}

	private void eraseDisplay(int mode) {
		Line[] g = grid();
		switch (mode) {
		case 0 -> {
			g[cy].clear(cx, cols, blankStyle());
			for (int r = cy + 1; r < rows; r++) {
				g[r] = new Line(cols, blankStyle());
			}
		}
		case 1 -> {
			g[cy].clear(0, cx + 1, blankStyle());
			for (int r = 0; r < cy; r++) {
				g[r] = new Line(cols, blankStyle());
			}
		}
		case 2 -> {
			for (int r = 0; r < rows; r++) {
				g[r] = new Line(cols, blankStyle());
			}
		}
		case 3 -> {
			scrollback.clear();
			viewOffset = 0;
		}
		default -> {
		}
		}
	}

	private void eraseLine(int mode) {
		Line l = grid()[cy];
		switch (mode) {
		case 0 -> l.clear(cx, cols, blankStyle());
		case 1 -> l.clear(0, cx + 1, blankStyle());
		case 2 -> l.clear(0, cols, blankStyle());
		default -> {
		}
		}
		if (mode != 1) {
			l.wrapped = false;
		}
	}

	private void insertLines(int n) {
		if (cy < top || cy > bottom) {
			return;
		}
		int saveTop = top;
		top = cy;
		scrollDown(Math.min(n, bottom - cy + 1));
		top = saveTop;
	}

	private void deleteLines(int n) {
		if (cy < top || cy > bottom) {
			return;
		}
		Line[] g = grid();
		n = Math.min(n, bottom - cy + 1);
		for (int k = 0; k < n; k++) {
			System.arraycopy(g, cy + 1, g, cy, bottom - cy);
			g[bottom] = new Line(cols, blankStyle());
		}
	}

	private void insertChars(int n) {
		Line l = grid()[cy];
		n = Math.min(n, cols - cx);
		System.arraycopy(l.chars, cx, l.chars, cx + n, cols - cx - n);
		System.arraycopy(l.styles, cx, l.styles, cx + n, cols - cx - n);
		l.clear(cx, cx + n, blankStyle());
	}

	private void deleteChars(int n) {
		Line l = grid()[cy];
		n = Math.min(n, cols - cx);
		System.arraycopy(l.chars, cx + n, l.chars, cx, cols - cx - n);
		System.arraycopy(l.styles, cx + n, l.styles, cx, cols - cx - n);
		l.clear(cols - n, cols, blankStyle());
	}

	private void moveTo(int col, int row) {
		cx = Math.max(0, Math.min(col, cols - 1));
		cy = Math.max(0, Math.min(row, rows - 1));
		wrapPending = false;
	}

	private void setAltScreen(boolean on, boolean saveCursor, boolean clear) {
		if (on == altActive) {
			return;
		}
		if (on) {
			if (saveCursor) {
				savedMainCursor = new int[] { cx, cy };
			}
			altActive = true;
			if (clear) {
				alt = blankGrid(cols, rows);
			}
		} else {
			altActive = false;
			if (saveCursor) {
				moveTo(savedMainCursor[0], savedMainCursor[1]);
			}
		}
		viewOffset = 0;
	}

	private void setMode(int mode, boolean on) {
		switch (mode) {
		case 1 -> appCursor = on;
		case 7 -> autowrap = on;
		case 25 -> cursorVisible = on;
		case 47, 1047 -> setAltScreen(on, false, on && mode == 1047);
		case 1049 -> setAltScreen(on, true, true);
		case 1000, 1002, 1003 -> mouseTracking = on ? mode : (mouseTracking == mode ? 0 : mouseTracking);
		case 1006 -> mouseSgr = on;
		case 1007 -> alternateScroll = on;
		case 2004 -> bracketedPaste = on;
		default -> {
		}
		}
	}

	private void reset() {
		main = blankGrid(cols, rows);
		alt = blankGrid(cols, rows);
		altActive = false;
		scrollback.clear();
		cx = cy = 0;
		top = 0;
		bottom = rows - 1;
		style = Style.PLAIN;
		link = null;
		appCursor = bracketedPaste = mouseSgr = false;
		mouseTracking = 0;
		kittyStack.clear();
		cursorVisible = autowrap = alternateScroll = true;
		cursorShape = 0;
		viewOffset = 0;
		wrapPending = false;
	}

	/**
	 * SGR with its sub-parameters: {@code 4:3} (curly underline) and {@code 38:2::r:g:b} are
	 * colon groups inside one parameter, {@code 38;2;r;g;b} spans five.
	 */
	private void sgr(String raw) {
		if (raw.isEmpty()) {
			style = Style.PLAIN;
			return;
		}
		String[] groups = raw.split(";", -1);
		for (int i = 0; i < groups.length; i++) {
			int[] sub = numbers(groups[i]);
			int c = sub[0];
			if (sub.length > 1) {
				subParameters(sub);
				continue;
			}
			switch (c) {
			case 0 -> style = Style.PLAIN;
			case 1 -> style = style.with(Style.BOLD, true);
			case 2 -> style = style.with(Style.DIM, true);
			case 3 -> style = style.with(Style.ITALIC, true);
			case 4 -> style = style.underlined(1);
			case 5 -> style = style.with(Style.BLINK, true);
			case 7 -> style = style.with(Style.INVERSE, true);
			case 8 -> style = style.with(Style.HIDDEN, true);
			case 9 -> style = style.with(Style.STRIKE, true);
			case 21, 22 -> style = style.with(Style.BOLD, false).with(Style.DIM, false);
			case 23 -> style = style.with(Style.ITALIC, false);
			case 24 -> style = style.underlined(0);
			case 25 -> style = style.with(Style.BLINK, false);
			case 27 -> style = style.with(Style.INVERSE, false);
			case 28 -> style = style.with(Style.HIDDEN, false);
			case 29 -> style = style.with(Style.STRIKE, false);
			case 39 -> style = style.withFg(Style.DEFAULT);
			case 49 -> style = style.withBg(Style.DEFAULT);
			case 38, 48 -> {
				int mode = i + 1 < groups.length ? numbers(groups[i + 1])[0] : -1;
				if (mode == 5 && i + 2 < groups.length) {
					colour(c, Style.INDEXED | (numbers(groups[i + 2])[0] & 255));
					i += 2;
				} else if (mode == 2 && i + 4 < groups.length) {
					colour(c, rgb(numbers(groups[i + 2])[0], numbers(groups[i + 3])[0], numbers(groups[i + 4])[0]));
					i += 4;
				} else {
					i = groups.length;
				}
			}
			default -> {
				if (c >= 30 && c <= 37) {
					style = style.withFg(c - 30);
				} else if (c >= 40 && c <= 47) {
					style = style.withBg(c - 40);
				} else if (c >= 90 && c <= 97) {
					style = style.withFg(c - 90 + 8);
				} else if (c >= 100 && c <= 107) {
					style = style.withBg(c - 100 + 8);
				}
			}
			}
		}
	}

	/** One colon group: 4:n underline styles, 38:5:n, 38:2:r:g:b and 38:2:cs:r:g:b (and 48's). */
	private void subParameters(int[] sub) {
		int c = sub[0];
		if (c == 4) {
			style = style.underlined(sub[1]);
		} else if ((c == 38 || c == 48) && sub[1] == 5 && sub.length > 2) {
			colour(c, Style.INDEXED | (sub[2] & 255));
		} else if ((c == 38 || c == 48) && sub[1] == 2 && sub.length >= 5) {
			int at = sub.length >= 6 ? 3 : 2; // with or without the colour space id
			colour(c, rgb(sub[at], sub[at + 1], sub[at + 2]));
		}
	}

	private void colour(int which, int colour) {
		style = which == 38 ? style.withFg(colour) : style.withBg(colour);
	}

	private static int rgb(int r, int g, int b) {
		return Style.RGB | ((r & 255) << 16) | ((g & 255) << 8) | (b & 255);
	}

	private static int[] numbers(String group) {
		String[] parts = group.split(":", -1);
		int[] out = new int[parts.length];
		for (int i = 0; i < parts.length; i++) {
			try {
				out[i] = parts[i].isEmpty() ? 0 : Math.min(Integer.parseInt(parts[i]), 65535);
			} catch (NumberFormatException e) {
				out[i] = 0;
			}
		}
		return out;
	}

	private void cursorShape(String parameter) {
		int shape = parameter.isEmpty() ? 0 : numbers(parameter)[0];
		cursorShape = shape <= 6 ? shape : 0; // herdr passes on 0–6 only
	}

	private void reply(String s) {
		if (replies != null) {
			replies.accept(s.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
		}
	}

	private void csi(char fin, String privateMark, List<Integer> p) {
		int a = p.isEmpty() ? 0 : p.get(0);
		int n = Math.max(1, a);
		if (fin == 'u' && !privateMark.isEmpty()) {
			kittyKeyboard(privateMark, p);
			return;
		}
		if ("?".equals(privateMark)) {
			if (fin == 'h' || fin == 'l') {
				for (int m : p) {
					setMode(m, fin == 'h');
				}
			}
			return;
		}
		if (!privateMark.isEmpty()) {
			return; // other CSI > / = sequences (DA2, modifyOtherKeys): ignored
		}
		switch (fin) {
		case 'A' -> moveTo(cx, Math.max(cy - n, cy >= top ? top : 0));
		case 'B', 'e' -> moveTo(cx, Math.min(cy + n, cy <= bottom ? bottom : rows - 1));
		case 'C', 'a' -> moveTo(cx + n, cy);
		case 'D' -> moveTo(cx - n, cy);
		case 'E' -> moveTo(0, cy + n);
		case 'F' -> moveTo(0, cy - n);
		case 'G', '`' -> moveTo(n - 1, cy);
		case 'd' -> moveTo(cx, n - 1);
		case 'H', 'f' -> moveTo(p.size() > 1 ? Math.max(1, p.get(1)) - 1 : 0, n - 1);
		case 'J' -> eraseDisplay(a);
		case 'K' -> eraseLine(a);
		case 'L' -> insertLines(n);
		case 'M' -> deleteLines(n);
		case '@' -> insertChars(n);
		case 'P' -> deleteChars(n);
		case 'X' -> grid()[cy].clear(cx, cx + n, blankStyle());
		case 'S' -> scrollUp(n);
		case 'T' -> scrollDown(n);
		case 'r' -> {
			int t = Math.max(1, a) - 1;
			int b = p.size() > 1 && p.get(1) > 0 ? p.get(1) - 1 : rows - 1;
			if (t < b && b < rows) {
				top = t;
				bottom = b;
				moveTo(0, 0);
			}
		}
		case 's' -> saved = new int[] { cx, cy };
		case 'u' -> moveTo(saved[0], saved[1]);
		case 'n' -> {
			if (a == 6) {
				reply("\u001b[" + (cy + 1) + ";" + (cx + 1) + "R");
			} else if (a == 5) {
				reply("\u001b[0n");
			}
		}
		case 'c' -> reply("\u001b[?62;22c");
		default -> {
		}
		}
	}

	/** The kitty keyboard protocol's flag stack: CSI > f u push, CSI < n u pop, CSI = f ; m u set, CSI ? u query. */
	private void kittyKeyboard(String mark, List<Integer> p) {
		int a = p.isEmpty() ? 0 : p.get(0);
		switch (mark) {
		case ">" -> kittyStack.push(a);
		case "<" -> {
			for (int i = 0; i < Math.max(1, a) && !kittyStack.isEmpty(); i++) {
				kittyStack.pop();
			}
		}
		case "=" -> {
			int mode = p.size() > 1 ? p.get(1) : 1;
			int current = kittyFlagsNow();
			int next = mode == 2 ? current | a : mode == 3 ? current & ~a : a;
			if (!kittyStack.isEmpty()) {
				kittyStack.pop();
			}
			kittyStack.push(next);
		}
		case "?" -> reply("\u001b[?" + kittyFlagsNow() + "u");
		default -> {
		}
		}
	}

	private int kittyFlagsNow() {
		return kittyStack.isEmpty() ? 0 : kittyStack.peek();
	}

	/** The program's kitty keyboard flags (0 = legacy key encoding). */
	public synchronized int kittyFlags() {
		return kittyFlagsNow();
	}

	private void esc(char c, String intermediate) {
		if (!intermediate.isEmpty()) {
			return; // charset designations (ESC ( B) and the like
		}
		switch (c) {
		case '7' -> {
			saved = new int[] { cx, cy };
			savedStyle = style;
		}
		case '8' -> {
			moveTo(saved[0], saved[1]);
			style = savedStyle;
		}
		case 'D' -> lineFeed();
		case 'E' -> {
			cx = 0;
			lineFeed();
		}
		case 'M' -> reverseIndex();
		case 'c' -> reset();
		default -> {
		}
		}
	}

	private void osc(String s) {
		int semi = s.indexOf(';');
		String code = semi < 0 ? s : s.substring(0, semi);
		if ((code.equals("0") || code.equals("2")) && semi >= 0) {
			title = sanitize(s.substring(semi + 1));
		} else if (code.equals("8") && semi >= 0) {
			hyperlink(s.substring(semi + 1));
		}
	}

	/** OSC 8 ; params ; URI: opens a hyperlink (params such as id= are not kept), an empty URI closes it. */
	private void hyperlink(String paramsAndUri) {
		int semi = paramsAndUri.indexOf(';');
		if (semi < 0) {
			return;
		}
		String uri = paramsAndUri.substring(semi + 1);
		link = uri.isEmpty() ? null : uri;
	}

	private static String sanitize(String t) {
		StringBuilder s = new StringBuilder();
		t.codePoints().filter(cp -> cp >= 0x20 && cp != 0x7f).forEach(s::appendCodePoint);
		return s.toString();
	}

	private void control(int b) {
		switch (b) {
		case 7 -> {
		}
		case 8 -> {
			if (cx > 0) {
				cx--;
			}
			wrapPending = false;
		}
		case 9 -> moveTo(Math.min(cols - 1, (cx / 8 + 1) * 8), cy);
		case 10, 11, 12 -> {
			lineFeed();
			wrapPending = false;
		}
		case 13 -> {
			cx = 0;
			wrapPending = false;
		}
		default -> {
		}
		}
	}

	/** Byte-level state machine (a trimmed version of Paul Williams' VT parser). */
	private final class Parser {
		private static final int GROUND = 0, ESC = 1, CSI = 2, OSC = 3, STRING = 4, STRING_ESC = 5, OSC_ESC = 6;
		private int state = GROUND;
		private final StringBuilder buf = new StringBuilder();
		private final java.io.ByteArrayOutputStream oscBytes = new java.io.ByteArrayOutputStream();
		private String intermediate = "";
		private int utf8Remaining;
		private int utf8Code;

		void accept(int b) {
			if (state == GROUND && utf8Remaining > 0) {
				if ((b & 0xC0) == 0x80) {
					utf8Code = (utf8Code << 6) | (b & 0x3F);
					if (--utf8Remaining == 0) {
						print(utf8Code);
					}
					return;
				}
				utf8Remaining = 0;
				print(0xFFFD);
			}
			if (b == 0x1b && state != OSC && state != STRING) {
				state = ESC;
				intermediate = "";
				return;
			}
			switch (state) {
			case GROUND -> ground(b);
			case ESC -> escape(b);
			case CSI -> csiByte(b);
			case OSC -> {
				if (b == 7) {
					osc(oscText());
					state = GROUND;
				} else if (b == 0x1b) {
					state = OSC_ESC;
				} else {
					oscBytes.write(b);
				}
			}
			case OSC_ESC -> {
				// ESC \\ (ST) ends the string; any other byte after ESC ends it as well
				osc(oscText());
				state = GROUND;
			}
			case STRING -> state = b == 0x1b ? STRING_ESC : STRING;
			case STRING_ESC -> state = b == '\\' ? GROUND : STRING;
			default -> state = GROUND;
			}
		}

		private String oscText() {
			return oscBytes.toString(java.nio.charset.StandardCharsets.UTF_8);
		}

		private void ground(int b) {
			if (b < 0x20 || b == 0x7f) {
				control(b);
			} else if (b < 0x80) {
				print(b);
			} else if ((b & 0xE0) == 0xC0) {
				utf8Code = b & 0x1F;
				utf8Remaining = 1;
			} else if ((b & 0xF0) == 0xE0) {
				utf8Code = b & 0x0F;
				utf8Remaining = 2;
			} else if ((b & 0xF8) == 0xF0) {
				utf8Code = b & 0x07;
				utf8Remaining = 3;
			} else {
				print(0xFFFD);
			}
		}

		private void escape(int b) {
			if (b >= 0x20 && b <= 0x2f) {
				intermediate += (char) b;
				return;
			}
			state = GROUND;
			switch (b) {
			case '[' -> {
				if (intermediate.isEmpty()) {
					state = CSI;
					buf.setLength(0);
				}
			}
			case ']' -> {
				state = OSC;
				oscBytes.reset();
			}
			case 'P', '_', '^', 'X' -> state = STRING;
			default -> {
				if (b < 0x20) {
					control(b);
				} else {
					esc((char) b, intermediate);
				}
			}
			}
		}

		private void csiByte(int b) {
			if (b >= 0x40 && b <= 0x7e) {
				state = GROUND;
				dispatchCsi((char) b);
			} else if (b < 0x20) {
				control(b);
			} else {
				buf.append((char) b);
			}
		}

		private void dispatchCsi(char fin) {
			String s = buf.toString();
			String mark = "";
			if (!s.isEmpty() && "?<=>".indexOf(s.charAt(0)) >= 0) {
				mark = s.substring(0, 1);
				s = s.substring(1);
			}
			if (fin == 'q' && mark.isEmpty() && s.endsWith(" ")) {
				cursorShape(s.strip());
				return;
			}
			if (s.chars().anyMatch(ch -> ch >= 0x20 && ch <= 0x2f)) {
				return; // other intermediates: ignored
			}
			if (fin == 'm' && mark.isEmpty()) {
				sgr(s);
				return;
			}
			List<Integer> params = new ArrayList<>();
			if (!s.isEmpty()) {
				for (String part : s.split("[;:]", -1)) {
					try {
						params.add(part.isEmpty() ? 0 : Math.min(Integer.parseInt(part), 65535));
					} catch (NumberFormatException e) {
						params.add(0);
					}
				}
			}
			csi(fin, mark, params);
		}
	}
}
