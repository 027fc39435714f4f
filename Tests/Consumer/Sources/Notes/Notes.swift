// The Linux target of the iOS app in iOSApp/Notes, the folder Xcode builds: OpenUIKit's
// source-compatibility plugin compiles that folder's Swift files unchanged, and this file names it.
// openuikit-app-folder: ../../iOSApp/Notes
